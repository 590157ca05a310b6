import { Button, Result, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  AddressSection,
  SettlePanel,
  ShopSection,
  useCheckout,
  type CheckoutCalls,
} from '../../checkout/index.ts';
import { SECKILL } from '../api/seckill-queries.ts';
import './seckill.css';

const CALLS: CheckoutCalls = { calculate: SECKILL.calculate, create: SECKILL.create };
const positive = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** The sale, SKU and quantity from the address; null when any is missing or malformed. */
function goodsFrom(params: URLSearchParams) {
  const seckillId = positive(params.get('seckill_id'));
  const skuId = positive(params.get('sku_id'));
  const num = positive(params.get('num') ?? '1');
  return seckillId && skuId && num ? { seckill_id: seckillId, sku_id: skuId, num } : null;
}

/** /promotion/seckill_payment: the checkout at the flash-sale price (address, delivery, invoice, balance). */
export function Page() {
  const { t } = useTranslation('seckill');
  const [params] = useSearchParams();
  const goods = useMemo(() => goodsFrom(params), [params]);
  const co = useCheckout(goods, CALLS);
  const { result } = co;
  if (!goods || (co.calc.isError && !result)) {
    return (
      <div className="content-width co-page">
        <Result
          status="warning"
          title={t('payment.noData')}
          extra={
            <Link to="/promotion/seckill">
              <Button type="primary">{t('backToZone')}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="content-width co-page">
      <div className="co-title">
        <h1>{t('payment.title')}</h1>
      </div>
      {!result ? (
        <div className="co-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <>
          <AddressSection
            chosenId={co.choice.address_id ?? (result.member_address?.id as number | undefined)}
            onChoose={(id) => co.change({ address_id: id })}
          />
          {Object.entries(result.shop_goods_list).map(([site, shop]) => (
            <ShopSection
              key={site}
              shop={shop}
              invoice={co.choice.invoice[site]}
              message={co.messages[site] ?? ''}
              on={co.shopHandlers(site)}
            />
          ))}
          <SettlePanel
            result={result}
            state={{
              platformCouponId: 0,
              isBalance: co.choice.is_balance === 1,
              payPassword: co.payPassword,
            }}
            on={{
              platformCoupon: () => {},
              balance: (on) => co.change({ is_balance: on ? 1 : 0 }),
              payPassword: co.setPayPassword,
              submit: () => void co.submit(),
            }}
            submitting={co.submitting}
            blocked={co.calc.isFetching}
          />
        </>
      )}
    </div>
  );
}
