import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Searches inside one shop: the keyword goes into the URL like every other filter. */
export function ShopSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="shop-search">
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        placeholder={t('shopList.searchPlaceholder')}
        enterButton={t('shopList.search')}
        maxLength={100}
        allowClear
        onSearch={(value) => onSearch(value.trim())}
        aria-label={t('shopList.searchPlaceholder')}
      />
    </div>
  );
}
