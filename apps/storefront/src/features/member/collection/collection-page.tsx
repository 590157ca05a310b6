import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CollectedGoods } from './collected-goods.tsx';
import { FollowedShops } from './followed-shops.tsx';
import './collection-page.css';
import { Tabs } from '../../../components/tabs.tsx';

/** /member/collection: followed goods and followed shops; the tab is in the address (?tab=shop). */
export function Page() {
  const { t } = useTranslation('follow');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'shop' ? 'shop' : 'goods';
  return (
    <div className="page-card follow-page">
      <h1>{t('title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'shop' ? { tab: 'shop' } : {})}
        destroyOnHidden
        items={[
          { key: 'goods', label: t('goods.tab'), children: <CollectedGoods /> },
          { key: 'shop', label: t('shops.tab'), children: <FollowedShops /> },
        ]}
      />
    </div>
  );
}
