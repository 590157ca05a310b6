import { useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { refreshMemberData } from '../account/index.ts';
import { refreshCart } from '../cart/index.ts';
import {
  createCheckoutOrders,
  ORDINARY_CALLS,
  useCheckoutCalculation,
  type CheckoutCalls,
  type CheckoutChoice,
  type CheckoutGoods,
} from './api/checkout-api.ts';
import type { checkout, ShopInvoiceInput } from './api/checkout-types.ts';

/** Made once per visit of the page, so a double click or a retry after a lost answer makes one order. */
export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const PAY_PASSWORD_RE = /^\d{6}$/;

/** The checkout page's state: the buyer's choices, the server's prices for them, and the submit. */
export function useCheckout(goods: CheckoutGoods | null, calls: CheckoutCalls = ORDINARY_CALLS) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<CheckoutChoice>({
    delivery: {},
    coupon: {},
    invoice: {},
    is_balance: 0,
  });
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [payPassword, setPayPassword] = useState('');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [submitting, setSubmitting] = useState(false);
  const calc = useCheckoutCalculation(goods, choice, calls);
  const result = calc.data;

  const change = (patch: Partial<CheckoutChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const perShop = <K extends 'delivery' | 'coupon' | 'invoice'>(
    key: K,
    site: string,
    v: CheckoutChoice[K][string],
  ) => setChoice((c) => ({ ...c, [key]: { ...c[key], [site]: v } }));

  const shopHandlers = (site: string) => ({
    delivery: (d: checkout.ShopDelivery) => perShop('delivery', site, d),
    coupon: (id: number) => perShop('coupon', site, id),
    invoice: (v: ShopInvoiceInput) => perShop('invoice', site, v),
    message: (text: string) => setMessages((m) => ({ ...m, [site]: text })),
  });

  const needsPassword = !!result && choice.is_balance === 1 && Number(result.balance_money) > 0;

  const submit = async () => {
    if (!goods || !result || submitting) return;
    if (needsPassword && !PAY_PASSWORD_RE.test(payPassword)) {
      return toast(
        i18n.t(
          result.member_account.is_pay_password
            ? 'checkout:balance.passwordNeeded'
            : 'checkout:balance.setFirst',
        ),
      );
    }
    setSubmitting(true);
    try {
      const code = await createCheckoutOrders(
        goods,
        choice,
        {
          buyer_message: Object.fromEntries(
            Object.entries(messages).filter(([, text]) => text.trim() !== ''),
          ),
          ...(needsPassword ? { pay_password: payPassword } : {}),
          idempotency_key: idempotencyKey,
        },
        calls,
      );
      void refreshCart();
      // The balance (and points, coupons) just moved: the banner and account pages must not show the old ones.
      void refreshMemberData();
      const paid = Number(result.pay_money) === 0;
      void navigate(`${paid ? '/result' : '/pay'}?code=${encodeURIComponent(code)}`, { replace: true });
    } catch {
      // the request helper has shown the server's text; prices may have moved, so ask again
      void calc.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return {
    calc,
    result,
    choice,
    change,
    shopHandlers,
    messages,
    payPassword,
    setPayPassword,
    submitting,
    submit,
  };
}
