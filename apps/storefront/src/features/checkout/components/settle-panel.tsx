import type { checkout } from '@mall/contracts';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Amount } from '../../../components/amount.tsx';
import { useMoneyFormat } from '../../../lib/money.ts';
import { NativeSelect } from '../../../components/native-select.tsx';
import { PayPasswordInput } from './pay-password-input.tsx';
import { Button } from '../../../components/button.tsx';

export interface SettleState {
  platformCouponId: number;
  isBalance: boolean;
  payPassword: string;
}

export interface SettleActions {
  platformCoupon: (id: number) => void;
  balance: (on: boolean) => void;
  payPassword: (text: string) => void;
  submit: () => void;
}

/** Balance with the 6-digit payment password, or the way to set one first (spec §5). */
function BalanceRow({
  result,
  state,
  on,
}: {
  result: checkout.CheckoutResult;
  state: SettleState;
  on: SettleActions;
}) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const account = result.member_account;
  if (Number(account.balance) <= 0) return null;
  const usesBalance = state.isBalance && Number(result.balance_money) > 0;
  return (
    <div className="co-row">
      <label className="co-check">
        <input type="checkbox" checked={state.isBalance} onChange={(e) => on.balance(e.target.checked)} />
        {t('balance.use', { balance: formatMoney(account.balance) })}
      </label>
      {usesBalance && (
        <Amount className="co-row-end" value={result.balance_money} label={t('balance.used')} minus />
      )}
      {usesBalance &&
        (account.is_pay_password ? (
          <PayPasswordInput value={state.payPassword} onChange={on.payPassword} />
        ) : (
          <span className="co-warn">
            {t('balance.setFirst')} <Link to="/member/security">{t('balance.goSet')}</Link>
          </span>
        ))}
    </div>
  );
}

const TOTAL_ROWS = [
  ['goods_money', 'totals.goods', false],
  ['delivery_money', 'totals.delivery', false],
  ['invoice_money', 'totals.tax', false],
  ['invoice_delivery_money', 'totals.invoicePostage', false],
  ['promotion_money', 'totals.promotion', true],
  ['coupon_money', 'totals.coupon', true],
  ['platform_coupon_money', 'totals.platformCoupon', true],
  ['balance_money', 'totals.balance', true],
] as const;

/** Platform coupon, balance, the server's totals, every obstacle's text and the submit button. */
export function SettlePanel({
  result,
  state,
  on,
  submitting,
  blocked,
}: {
  result: checkout.CheckoutResult;
  state: SettleState;
  on: SettleActions;
  submitting: boolean;
  blocked: boolean;
}) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  return (
    <section className="co-card co-settle" aria-label={t('totals.title')}>
      <div className="co-row">
        <span className="co-row-label">{t('coupon.platform')}</span>
        <NativeSelect
          className="co-coupon"
          aria-label={t('coupon.platform')}
          value={result.platform_coupon_id}
          onChange={on.platformCoupon}
          options={[
            {
              value: 0,
              label: result.platform_coupon_list.length ? t('coupon.none') : t('coupon.noneUsable'),
            },
            ...result.platform_coupon_list.map((c) => ({
              value: c.platformcoupon_id,
              label: `${c.platformcoupon_name} (-${formatMoney(c.money)})`,
            })),
          ]}
        />
      </div>
      <BalanceRow result={result} state={state} on={on} />
      <dl className="co-totals">
        {TOTAL_ROWS.filter(
          ([k]) => Number(result[k]) > 0 || k === 'goods_money' || k === 'delivery_money',
        ).map(([k, label, minus]) => (
          <div key={k}>
            <dt>{t(label)}</dt>
            <dd>
              <Amount value={result[k]} minus={minus} />
            </dd>
          </div>
        ))}
      </dl>
      {result.error_list.length > 0 && (
        <div role="alert" className="co-notice co-errors">
          <ExclamationCircleFilled className="co-notice-icon" />
          <ul data-testid="checkout-errors">
            {result.error_list.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="co-submit">
        <span>
          {t('totals.payable', { count: result.goods_num })}{' '}
          <Amount value={result.pay_money} strong className="co-payable" />
        </span>
        <Button kind="primary" size="large" loading={submitting} disabled={blocked} onClick={on.submit}>
          {t('submit')}
        </Button>
      </div>
    </section>
  );
}
