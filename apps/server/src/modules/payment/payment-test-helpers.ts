import { centsToMoney } from '@mall/contracts';
import { expect } from 'vitest';
import { idemKey, one, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { paymentSettings } from './payment.settings.ts';
import { signedNotification, type SandboxNotification } from './sandbox-sign.ts';

let skuOffset = 10;
/** Checks out one express order of a fresh SKU of `siteId` through the real call; answers its payment number. */
export async function checkoutOne(
  t: TestApp,
  token: string,
  siteId = 3,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const sku = await prepareSku(t, siteId, { n: skuOffset++, stock: 20, price: 5000 });
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    idempotency_key: idemKey(),
    sku_id: sku.sku_id,
    num: 1,
    coupon: { [siteId]: { coupon_id: 0 } },
    platform_coupon_id: 0,
    ...extra,
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as string;
}

/** Opens the sandbox cashier for a payment number; answers the gateway's trade number. */
export async function openCashier(t: TestApp, token: string, outTradeNo: string): Promise<string> {
  const r = await t.call('/api/pay/pay', { token, out_trade_no: outTradeNo, pay_type: 'sandbox' });
  expect(r.body.code, r.body.message).toBe(0);
  expect(r.body.data.type).toBe('url');
  return (r.body.data.data as string).split('/').pop()!;
}

/** The payer clicks Approve or Decline on the cashier page (a plain HTML form post). */
export const decideOnCashier = (t: TestApp, tradeNo: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/cashier/${tradeNo}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

/** Waits (without sleeping blindly) until the gateway's notification for a trade reached a final state. */
export async function waitForDelivery(t: TestApp, tradeNo: string): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const r = await one(t, `select notify_status from sandbox_trade where trade_no = '${tradeNo}'`);
    if (Number(r.notify_status) >= 2) return Number(r.notify_status);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('notification not delivered');
}

/** A notification as the gateway would send it now (or forged, with another secret). */
export function notification(
  base: Omit<SandboxNotification, 'timestamp' | 'nonce'>,
  opts: { secret?: string; now?: number } = {},
) {
  return signedNotification(
    base,
    opts.secret ?? paymentSettings().sandboxSecret,
    opts.now ?? Math.floor(Date.now() / 1000),
  );
}

export const postNotification = async (t: TestApp, body: unknown) => {
  const r = await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: body as object });
  return { status: r.statusCode, text: r.body };
};

/** Pays a payment number as the sandbox gateway would after an approval (signed notification). */
export async function payBySandbox(t: TestApp, outTradeNo: string): Promise<void> {
  const { pay_money: cents } = await one(t, `select pay_money from pay where out_trade_no = '${outTradeNo}'`);
  const body = notification({
    out_trade_no: outTradeNo,
    trade_no: `SBX-test-${outTradeNo}`,
    amount: centsToMoney(Number(cents)),
    result: 'approved',
  });
  const r = await postNotification(t, body);
  expect(r.text).toBe('success');
}
