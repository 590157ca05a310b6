import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * What a shop's goods were searched for, with a way back to all of them. The search box itself is in the shop
 * header of the shop layouts, which writes `keyword` into this list's URL.
 */
export function KeywordLine({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const { t } = useTranslation('catalog');
  if (!keyword) return null;
  return (
    <div className="shop-keyword">
      {t('shopList.resultsFor')} <strong>{t('common:quoted', { text: keyword })}</strong>
      <button
        type="button"
        className="list-chosen__tag"
        onClick={onClear}
        aria-label={t('shopList.clearSearch')}
      >
        {t('shopList.clearSearch')} <CloseOutlined />
      </button>
    </div>
  );
}
