import { dateOf } from '../../../lib/dates.ts';
import { useTranslation } from 'react-i18next';

/** "Valid until 2027-03-14" for a fixed date, "Valid 30 days after collecting" otherwise. */
export function useValidityText(terms: {
  validity_type: number;
  fixed_term: number;
  end_time: number;
}): string {
  const { t } = useTranslation('coupon');
  return terms.validity_type === 0
    ? t('validity.until', { date: dateOf(terms.end_time) })
    : t('validity.days', { count: terms.fixed_term });
}
