import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyCouponCount, useMyCoupons, type CouponSource } from '../api/coupon-queries.ts';
import { HeldCoupon } from '../components/held-coupon.tsx';
import './my-coupon-page.css';
import { Pager } from '../../../components/pager.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { EmptyNote, ShimmerLines } from '../../../components/states/placeholders.tsx';

const PAGE_SIZE = 12;
const STATES = [1, 2, 3] as const;
const STATE_KEYS = { 1: 'unused', 2: 'used', 3: 'expired' } as const;

function StateLabel({ source, state }: { source: CouponSource; state: 1 | 2 | 3 }) {
  const { t } = useTranslation('coupon');
  const { data } = useMyCouponCount(source, state);
  return (
    <span>
      {t(`state.${STATE_KEYS[state]}`)}
      {data !== undefined && <span className="my-coupon__count">({data})</span>}
    </span>
  );
}

function HeldList({
  source,
  state,
  page,
  onPage,
}: {
  source: CouponSource;
  state: number;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation('coupon');
  const { data, isLoading } = useMyCoupons(source, state, page, PAGE_SIZE);
  if (isLoading && !data) return <ShimmerLines rows={5} />;
  if (!data || data.list.length === 0) return <EmptyNote description={t('held.empty')} />;
  return (
    <>
      <div className="my-coupon__grid">
        {data.list.map((c) => (
          <HeldCoupon key={'coupon_id' in c ? `s${c.coupon_id}` : `p${c.platformcoupon_id}`} item={c} />
        ))}
      </div>
      {data.page_count > 1 && (
        <Pager
          className="coupon-pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={data.count}
          onChange={onPage}
        />
      )}
    </>
  );
}

/** /member/my_coupon: shop or platform coupons (couponsource 1 / 2), then unused, used and expired. */
export function Page() {
  const { t } = useTranslation('coupon');
  const [params, setParams] = useSearchParams();
  const source: CouponSource = params.get('couponsource') === '2' ? 2 : 1;
  const state = (STATES as readonly number[]).includes(Number(params.get('state')))
    ? Number(params.get('state'))
    : 1;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { source?: CouponSource; state?: number; page?: number }) =>
    setParams({
      couponsource: String(next.source ?? source),
      state: String(next.state ?? state),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  return (
    <div className="page-card my-coupon">
      <div className="my-coupon__head">
        <h1>{t('held.title')}</h1>
        <Tabs
          className="my-coupon__source"
          activeKey={String(source)}
          onChange={(key) => go({ source: key === '2' ? 2 : 1, state: 1 })}
          items={[
            { key: '1', label: t('source.shopCoupons') },
            { key: '2', label: t('source.platformCoupons') },
          ]}
        />
      </div>
      <Tabs
        activeKey={String(state)}
        onChange={(key) => go({ state: Number(key) })}
        items={STATES.map((s) => ({
          key: String(s),
          label: <StateLabel source={source} state={s} />,
          children:
            s === state ? (
              <HeldList source={source} state={s} page={page} onPage={(p) => go({ page: p })} />
            ) : null,
        }))}
      />
    </div>
  );
}
