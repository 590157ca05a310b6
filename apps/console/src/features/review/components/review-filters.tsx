import { Checkbox, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewFilter } from '../api/review-queries.ts';

/** Filters of a review list: kind (all, good, medium, bad) and, for the shop, only those without a reply. */
export function ReviewFilters(props: {
  value: ReviewFilter;
  onChange: (f: ReviewFilter) => void;
  withUnreplied: boolean;
}) {
  const { t } = useTranslation('review');
  const { value, onChange, withUnreplied } = props;
  return (
    <div className="rv-filters">
      <Segmented<number>
        value={value.explain_type}
        onChange={(v) => onChange({ ...value, explain_type: v, page: 1 })}
        options={[0, 1, 2, 3].map((k) => ({ value: k, label: t(`kind.${k}`) }))}
      />
      {withUnreplied ? (
        <Checkbox
          checked={value.unreplied === 1}
          onChange={(e) => onChange({ ...value, unreplied: e.target.checked ? 1 : 0, page: 1 })}
        >
          {t('unreplied')}
        </Checkbox>
      ) : null}
    </div>
  );
}
