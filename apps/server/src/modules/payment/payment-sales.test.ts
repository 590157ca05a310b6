import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payBySandbox } from './payment-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  idemKey,
  one,
  plainMembers,
  prepareSku,
  setPayPassword,
} from '../../flows/checkout/checkout-test-helpers.ts';

/*
 * Paying an order adds its units to its SKUs' sales counts (the lists' "by sales" order), once, and to no other
 * SKU: whether the gateway's notification pays it or the balance pays it at checkout.
 */

const PIN = '135790';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', PIN);
  await setMemberMoney(t, 'demo', { balance: 10_000_000 });
  token = await t.loginAs('demo');
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const sales = async (skuId: number) => {
  const r = await one(
    t,
    `select (select sale_num from goods_sku where sku_id = ${skuId}) as own, (select sum(sale_num) from goods_sku) as all`,
  );
  return { own: Number(r.own), all: Number(r.all) };
};

async function checkout(skuId: number, num: number, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await t.call('/api/ordercreate/simpleCreate', {
    token,
    sku_id: skuId,
    num,
    idempotency_key: idemKey(),
    ...extra,
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as string;
}

describe('sales counts on payment', () => {
  it("the gateway's payment counts the order's units on its SKU only, and a replay nothing more", async () => {
    const sku = await prepareSku(t, 3, { n: 21, stock: 50, price: 1000 });
    // Other members' orders have lines too: a payment must not count theirs.
    await checkout((await prepareSku(t, 3, { n: 22, stock: 50, price: 1000 })).sku_id, 4);
    const no = await checkout(sku.sku_id, 3);
    const before = await sales(sku.sku_id);
    await payBySandbox(t, no);
    expect(await sales(sku.sku_id)).toEqual({ own: before.own + 3, all: before.all + 3 });
    await payBySandbox(t, no);
    expect(await sales(sku.sku_id)).toEqual({ own: before.own + 3, all: before.all + 3 });
  });

  it('a checkout paid in full by balance counts its units at once', async () => {
    const sku = await prepareSku(t, 3, { n: 23, stock: 50, price: 1000 });
    const before = await sales(sku.sku_id);
    await checkout(sku.sku_id, 2, { is_balance: 1, pay_password: PIN });
    expect(await sales(sku.sku_id)).toEqual({ own: before.own + 2, all: before.all + 2 });
  });
});
