import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { checkoutGoodsFrom, type CheckoutCalls, type CheckoutGoods } from '../api/checkout-api.ts';
import { AddressSection } from '../components/address-section.tsx';
import { SettlePanel } from '../components/settle-panel.tsx';
import { ShopSection } from '../components/shop-section.tsx';
import { useCheckout } from '../use-checkout.ts';
import './checkout-page.css';
import '../components/plain-controls.css';
import { buttonClass } from '../../../components/button.tsx';
import { ShimmerLines } from '../../../components/states/placeholders.tsx';
import { ResultState } from '../../../components/states/result-state.tsx';

function CheckoutSteps() {
  const { t } = useTranslation('checkout');
  return (
    <ol className="co-steps">
      <li>{t('steps.cart')}</li>
      <li className="co-steps-on">{t('steps.confirm')}</li>
      <li>{t('steps.pay')}</li>
      <li>{t('steps.done')}</li>
    </ol>
  );
}

/** /payment: confirm the order — address, per shop delivery, coupon, invoice and message, then pay. */
export function Page() {
  const [params] = useSearchParams();
  const goods = useMemo(() => checkoutGoodsFrom(params), [params]);
  return <CheckoutScreen goods={goods} />;
}

/**
 * A promotion's own heading and way back (the flash sale's checkout says so and leads back to its zone); without
 * it the screen is the cart's checkout with its steps.
 */
export interface CheckoutFrame {
  title: string;
  noData: string;
  back: { to: string; label: string };
}

/**
 * The confirm-and-pay screen, the one implementation of it: the plain checkout and every promotion's payment
 * page (seckill, group buy, combo, topic) pass their goods, their calls and, if they want, their frame.
 */
export function CheckoutScreen({
  goods,
  calls,
  frame,
}: {
  goods: CheckoutGoods | null;
  calls?: CheckoutCalls;
  frame?: CheckoutFrame;
}) {
  const { t } = useTranslation('checkout');
  const co = useCheckout(goods, calls);
  const { result } = co;
  const back = frame?.back ?? { to: '/cart', label: t('backToCart') };

  if (!goods || (co.calc.isError && !result)) {
    return (
      <div className="content-width co-page">
        <ResultState
          status="warning"
          title={frame?.noData ?? t('noData')}
          extra={
            <Link to={back.to} className={buttonClass('primary')}>
              {back.label}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="content-width co-page">
      <div className="co-title">
        <h1>{frame?.title ?? t('title')}</h1>
        {!frame && <CheckoutSteps />}
      </div>
      {!result ? (
        <div className="co-card">
          <ShimmerLines rows={8} />
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
              platformCouponId: result.platform_coupon_id,
              isBalance: co.choice.is_balance === 1,
              payPassword: co.payPassword,
            }}
            on={{
              platformCoupon: (id) => co.change({ platform_coupon_id: id }),
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
