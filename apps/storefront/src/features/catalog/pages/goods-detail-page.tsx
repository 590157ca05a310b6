import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePrefixedParam } from '../../../lib/use-prefixed-param.ts';
import { RequestError } from '../../../lib/request.ts';
import { useCategoryTree } from '../../../lib/site-data.ts';
import { categoryHref } from '../../../lib/category-links.ts';
import { SafeImage } from '../../../components/safe-image.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { ComboEntrance } from '../../combo/index.ts';
import { GroupbuyEntrance } from '../../groupbuy/index.ts';
import { TopicEntrance } from '../../topic/index.ts';
import { fetchSkuInfo, useGoodsDetail } from '../api/catalog-queries.ts';
import type { GoodsDetailData, GoodsSkuDetail } from '../api/catalog-types.ts';
import { DetailLoading } from '../components/detail/detail-loading.tsx';
import { DetailTabs } from '../components/detail/detail-tabs.tsx';
import { Gallery } from '../components/detail/gallery.tsx';
import { GoodsSummary } from '../components/detail/goods-summary.tsx';
import { RecommendGoods } from '../components/detail/recommend-goods.tsx';
import { ShopCard } from '../components/detail/shop-card.tsx';
import { useOffersSettled } from '../components/detail/use-offers-settled.ts';
import { useViewTracking } from '../components/detail/use-view-tracking.ts';
import { categoryPath } from '../components/list/category-path.ts';
import './goods-detail-page.css';
import { Crumbs as Breadcrumb } from '../../../components/crumbs.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';

const pictureList = (sku: GoodsSkuDetail) => {
  const list = (sku.sku_images || sku.goods_image)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? list : [sku.sku_image];
};

function DetailBreadcrumb({ sku }: { sku: GoodsSkuDetail }) {
  const { t } = useTranslation('catalog');
  const { data: tree } = useCategoryTree();
  const path = categoryPath(tree ?? [], sku.category_id_3 || sku.category_id_2 || sku.category_id_1);
  const items = [
    { key: 'home', title: <Link to="/index">{t('list.home')}</Link> },
    ...path.map((c) => ({ key: c.category_id, title: <Link to={categoryHref(c)}>{c.category_name}</Link> })),
    ...(sku.brand_name
      ? [{ key: 'brand', title: <Link to={`/list?brand=${sku.brand_id}`}>{sku.brand_name}</Link> }]
      : []),
  ];
  return <Breadcrumb className="detail-breadcrumb" items={items} />;
}

/** Unknown goods, or goods taken off the shelves (the server still says what they were). */
function Unavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('catalog');
  const body = error instanceof RequestError ? error.body : undefined;
  const gone = (body?.data as GoodsDetailData | null | undefined)?.goods_sku_detail;
  return (
    <div className="page-card detail-unavailable" data-testid="goods-unavailable">
      <ResultState
        status={gone ? 'warning' : '404'}
        icon={
          gone ? (
            <SafeImage src={gone.sku_image} alt={gone.sku_name} kind="goods" width={160} height={160} />
          ) : undefined
        }
        title={gone ? t('detail.offShelf') : t('detail.notFound')}
        subTitle={gone?.sku_name}
        extra={[
          <Link key="home" to="/index" className={buttonClass('primary')}>
            {t('detail.backHome')}
          </Link>,
          gone ? (
            <Link
              key="more"
              to={`/list?category_id=${gone.category_id_3}&level=3`}
              className={buttonClass('default')}
            >
              {t('detail.lookAround')}
            </Link>
          ) : null,
        ]}
      />
    </div>
  );
}

/** /sku-{id} and /shop-sku-{id}: everything a shopper needs to decide on one goods (spec §2, §7). */
export function Page() {
  const skuId = Number(usePrefixedParam('sku_id'));
  const { data, error, isLoading } = useGoodsDetail(skuId);
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  // After another spec the offers of the goods are known; the page should follow the click at once.
  const specSwitched = (state as { specSwitched?: boolean } | null)?.specSwitched === true;
  const offersSettled = useOffersSettled(data?.goods_sku_detail) || specSwitched;
  // Drawing the whole page is one long piece of rendering (~750 ms at a phone's 4× slower CPU, Lighthouse's
  // TBT). Deferred, React draws it in the background in short slices, so taps and scrolls are answered meanwhile;
  // the loading frame stays until the page is ready. A page that starts settled (another spec) draws at once.
  const settled = useDeferredValue(offersSettled);
  const [switching, setSwitching] = useState(false);
  useViewTracking(data?.goods_sku_detail.goods_id, data?.goods_sku_detail.sku_id);

  // Another spec: read that SKU with /api/goodssku/info, keep the shop card, and replace the URL.
  const pickSku = (next: number) => {
    if (!data) return;
    setSwitching(true);
    fetchSkuInfo(next)
      .then((sku) => {
        // Seed the next page's detail so the remount after the URL change shows it at once.
        client.setQueryData<GoodsDetailData>(['/api/goodssku/detail', { sku_id: next }, i18n.language], {
          ...data,
          goods_sku_detail: sku,
        });
        const prefix = pathname.startsWith('/shop-sku-') ? '/shop-sku-' : '/sku-';
        void navigate(`${prefix}${next}${search}`, { replace: true, state: { specSwitched: true } });
      })
      .catch(() => setSwitching(false));
  };

  if (!Number.isInteger(skuId) || skuId <= 0) return <Unavailable error={null} />;
  if (isLoading || (data && !settled)) return <DetailLoading />;
  if (error || !data) return <Unavailable error={error} />;
  const sku = data.goods_sku_detail;
  return (
    <div className="detail-page" data-testid="goods-detail">
      <DetailBreadcrumb sku={sku} />
      <GroupbuyEntrance goodsId={sku.goods_id} />
      <ComboEntrance skuId={sku.sku_id} />
      <TopicEntrance goodsId={sku.goods_id} />
      <section className="detail-top">
        <Gallery images={pictureList(sku)} videoUrl={sku.video_url} alt={sku.sku_name} />
        <GoodsSummary key={sku.sku_id} detail={data} onPickSku={pickSku} switching={switching} />
        <ShopCard
          shop={data.shop_info}
          draft={{
            kind: 'goods',
            id: sku.sku_id,
            name: sku.sku_name,
            image: sku.sku_image,
            price: sku.discount_price,
          }}
        />
      </section>
      <section className="detail-bottom">
        <RecommendGoods skuId={sku.sku_id} />
        <DetailTabs sku={sku} />
      </section>
    </div>
  );
}
