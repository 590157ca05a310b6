import { Button, Checkbox, Popconfirm } from 'antd';
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
          <Checkbox checked={allSelected} onChange={() => onSelect(new Set(allSelected ? [] : ids))}>
            {t('footprint.selectAll')}
          </Checkbox>
          <Popconfirm
            title={t('footprint.confirmSelected', { n: selected.size })}
            onConfirm={() => onDelete([...selected])}
            disabled={!selected.size}
          >
            <Button danger disabled={!selected.size} loading={deleting}>
              {t('footprint.deleteSelected', { n: selected.size })}
            </Button>
          </Popconfirm>
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
