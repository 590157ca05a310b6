import { Button, buttonClass } from '../../../components/button.tsx';
import { CheckBox } from '../../../components/check-box.tsx';
import { PopConfirm } from '../../../components/pop-confirm.tsx';
import { useTranslation } from 'react-i18next';

interface FootprintToolsProps {
  ids: number[];
  selecting: boolean;
  selected: Set<number>;
  deleting: boolean;
  onSelecting: (on: boolean) => void;
  onSelect: (ids: Set<number>) => void;
  onDelete: (ids: number[]) => void;
}

/** Batch deletion: switch to selecting, select all or some, delete them after a confirmation. */
export function FootprintTools(props: FootprintToolsProps) {
  const { ids, selecting, selected, deleting, onSelecting, onSelect, onDelete } = props;
  const { t } = useTranslation('follow');
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <div className="footprint-page__tools">
      {selecting ? (
        <>
          <CheckBox checked={allSelected} onChange={() => onSelect(new Set(allSelected ? [] : ids))}>
            {t('footprint.selectAll')}
          </CheckBox>
          <PopConfirm
            question={t('footprint.confirmSelected', { n: selected.size })}
            onConfirm={() => onDelete([...selected])}
            disabled={!selected.size || deleting}
            align="right"
            className={buttonClass('default', 'middle', 'mall-btn--danger')}
          >
            {t('footprint.deleteSelected', { n: selected.size })}
          </PopConfirm>
        </>
      ) : null}
      <Button
        onClick={() => {
          onSelecting(!selecting);
          onSelect(new Set());
        }}
      >
        {selecting ? t('footprint.done') : t('footprint.manage')}
      </Button>
    </div>
  );
}
