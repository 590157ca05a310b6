import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopCategoryTree } from '../api/catalog-queries.ts';
import { GoodsListView } from '../components/list/goods-list-view.tsx';
import { ShopCategoryAside } from '../components/list/shop-category-aside.tsx';
import { KeywordLine } from '../components/list/keyword-line.tsx';
import { useListParams } from '../components/list/use-list-params.ts';
import { MissingState } from '../../../components/states/missing-state.tsx';
import './shop-goods-list.css';

const siteIdOf = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/**
 * One shop's goods: its own categories on the left, keyword and price range, sort and pages. Exported as a
 * component so a shop layout can wrap it; /shopList and /shop_list render it as their page.
 */
export function ShopGoodsList({ siteId }: { siteId: number }) {
  const { params, update } = useListParams();
  const { data: tree } = useShopCategoryTree(siteId);
  return (
    <GoodsListView
      scope={{ site_id: siteId }}
      head={<KeywordLine keyword={params.keyword} onClear={() => update({ keyword: undefined })} />}
      aside={
        <ShopCategoryAside
          tree={tree ?? []}
          selected={params.shopCategoryId}
          onPick={(id) => update({ shop_category_id: id })}
        />
      }
    />
  );
}

/** /shopList?site_id= and /shop_list?site_id=: without a shop id the page says so (spec §8 'missing shop id'). */
export function Page() {
  const { t } = useTranslation('catalog');
  const [search] = useSearchParams();
  const siteId = siteIdOf(search.get('site_id'));
  if (!siteId) {
    return (
      <div className="page-card">
        <MissingState
          status="warning"
          title={t('shopList.missingShop')}
          backTo="/street"
          backLabel={t('shopList.toStreet')}
        />
      </div>
    );
  }
  return <ShopGoodsList siteId={siteId} />;
}
