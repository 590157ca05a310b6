import type { coupon, Paged } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CENTRE_PAGE_SIZE, usePlatformCouponTypes, useShopCouponTypes } from '../api/coupon-queries.ts';
import { CouponBanner } from '../components/coupon-banner.tsx';
import { CouponTicket } from '../components/coupon-ticket.tsx';
import './coupon-centre-page.css';
import { Pager } from '../../../components/pager.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

type Offer = coupon.CouponType | coupon.PlatformCouponType;

function OfferGrid({
  data,
  loading,
  page,
  onPage,
}: {
  data: Paged<Offer> | undefined;
  loading: boolean;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('coupon');
  if (loading && !data) return <ShimmerLines rows={6} />;
  if (!data || data.list.length === 0) return <EmptyNote description={t('centre.empty')} />;
  return (
    <>
      <div className="coupon-grid">
        {data.list.map((o) => (
          <CouponTicket
            key={'coupon_type_id' in o ? `s${o.coupon_type_id}` : `p${o.platformcoupon_type_id}`}
            offer={o}
          />
        ))}
      </div>
      {data.page_count > 1 && (
        <Pager
          className="coupon-pager"
          current={page}
          pageSize={CENTRE_PAGE_SIZE}
          total={data.count}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** /coupon: the coupon centre. Shop and platform offers in two tabs; the tab and page live in the address. */
export function Page() {
  const { t } = useTranslation('coupon');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'platform' ? 'platform' : 'shop';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const shop = useShopCouponTypes(tab === 'shop' ? page : 1);
  const platform = usePlatformCouponTypes(tab === 'platform' ? page : 1);
  const go = (next: { tab?: string; page?: number }) => {
    const nextTab = next.tab ?? tab;
    const search: Record<string, string> = {};
    if (nextTab === 'platform') search.tab = 'platform';
    if (next.page && next.page > 1) search.page = String(next.page);
    setParams(search);
  };
  const grid = (q: typeof shop | typeof platform) => (
    <OfferGrid data={q.data} loading={q.isLoading} page={page} onPage={(p) => go({ page: p })} />
  );
  return (
    <div className="coupon-centre">
      <CouponBanner />
      <div className="coupon-centre__card">
        <header className="coupon-centre__head">
          <h1>{t('centre.title')}</h1>
          <p>{t('centre.subtitle')}</p>
        </header>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key, page: 1 })}
          items={[
            {
              key: 'shop',
              label: t('centre.shopTab', { count: shop.data?.count ?? 0 }),
              children: grid(shop),
            },
            {
              key: 'platform',
              label: t('centre.platformTab', { count: platform.data?.count ?? 0 }),
              children: grid(platform),
            },
          ]}
        />
      </div>
    </div>
  );
}
