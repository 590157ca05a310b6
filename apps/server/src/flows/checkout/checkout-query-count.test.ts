import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToMoney } from '@mall/contracts';
import { paymentSettings, signedNotification } from '../../modules/payment/index.ts';
import { logQueries, type QueryLog } from '../../test/query-count.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { idemKey, one, plainMembers, prepareSku, rows, setPayPassword } from './checkout-test-helpers.ts';

/*
 * No N+1 on the checkout path: a checkout of many lines sends as many statements as one of few lines over the
 * same shops (calculate, create, create paid by balance, and the sandbox payment's notification).
 * DUMP_QUERIES=1 prints each call's statements.
 */

const PIN = '246810';
const SHOPS = [1, 3];
let t: TestApp;
let token: string;
let log: QueryLog;
let skuOffset = 0;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', PIN);
  await setMemberMoney(t, 'demo', { balance: 100000000 });
  token = await t.loginAs('demo');
  // The demo cart has lines of its own; the measured carts hold only the lines made here.
  await t.database.db.execute(
    `delete from goods_cart where member_id = (select member_id from member where username = 'demo')`,
  );
  log = logQueries(t.database.db);
});
reconcileAfterEach(() => t);
afterAll(async () => {
  log.stop();
  await t.close();
});

/** A cart of `perShop` fresh SKUs in each of SHOPS; answers its cart_ids. */
async function cartOf(perShop: number): Promise<string> {
  for (const site of SHOPS) {
    for (let i = 0; i < perShop; i++) {
      const sku = await prepareSku(t, site, { n: skuOffset++, stock: 100, price: 1000 });
      const r = await t.call('/api/cart/add', { token, sku_id: sku.sku_id, num: 1 });
      expect(r.body.code, r.body.message).toBe(0);
    }
  }
  const ids = await rows(
    t,
    `select cart_id from goods_cart where member_id = (select member_id from member where username = 'demo') order by cart_id`,
  );
  return ids.map((r) => r.cart_id).join(',');
}

/** Pays a payment number with a signed sandbox notification, as the gateway does after an approval. */
async function payBySandbox(outTradeNo: string): Promise<void> {
  const { pay_money: cents } = await one(t, `select pay_money from pay where out_trade_no = '${outTradeNo}'`);
  const body = signedNotification(
    {
      out_trade_no: outTradeNo,
      trade_no: `SBX-count-${outTradeNo}`,
      amount: centsToMoney(Number(cents)),
      result: 'approved',
    },
    paymentSettings().sandboxSecret,
    Math.floor(Date.now() / 1000),
  );
  const r = await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: body });
  expect(r.body).toBe('success');
}

const noCoupons = () => ({
  coupon: Object.fromEntries(SHOPS.map((s) => [s, { coupon_id: 0 }])),
  platform_coupon_id: 0,
});

/** The statements of each step's last measured call. */
const sent: Record<string, string[]> = {};

/** Statements of one call of each step, for a cart of `perShop` lines in each shop. */
async function statementsOf(perShop: number) {
  const counts: Record<string, number> = {};
  const measured = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
    log.clear();
    const result = await work();
    counts[step] = log.statements.length;
    sent[step] = [...log.statements];
    if (process.env.DUMP_QUERIES) console.log(`--- ${step} (${perShop})\n${log.statements.join('\n')}`);
    return result;
  };
  const body = { token, ...noCoupons() };
  let cartIds = await cartOf(perShop);
  await measured('calculate', () =>
    t.call('/api/ordercreate/simpleCalculate', { ...body, cart_ids: cartIds }),
  );
  const created = await measured('create', () =>
    t.call('/api/ordercreate/simpleCreate', { ...body, cart_ids: cartIds, idempotency_key: idemKey() }),
  );
  expect(created.body.code, created.body.message).toBe(0);
  await measured('sandbox notification', () => payBySandbox(created.body.data as string));
  cartIds = await cartOf(perShop);
  const byBalance = await measured('create paid by balance', () =>
    t.call('/api/ordercreate/simpleCreate', {
      ...body,
      cart_ids: cartIds,
      is_balance: 1,
      pay_password: PIN,
      idempotency_key: idemKey(),
    }),
  );
  expect(byBalance.body.code, byBalance.body.message).toBe(0);
  return counts;
}

describe('checkout statements per call', () => {
  it('do not grow with the number of lines', async () => {
    const few = await statementsOf(1);
    const many = await statementsOf(5);
    console.log('statements per call, 1 line per shop:', few, '5 lines per shop:', many);
    expect(many).toEqual(few);
  });

  // Every buyer of a hot item updates its SKU row (stock, sales): the paying calls update it once, as their last
  // statement before the commit, so the row's lock is held for one round trip (issue 12).
  it('update the SKU rows once, right before the commit, when an order is paid', async () => {
    await statementsOf(1);
    for (const step of ['sandbox notification', 'create paid by balance']) {
      const statements = sent[step]!;
      const skuWrites = statements.flatMap((q, i) => (/update "goods_sku"/.test(q) ? [i] : []));
      expect(skuWrites, step).toHaveLength(1);
      // Only the commit follows (node-postgres sends it as a statement; PGlite's transactions do not log it).
      expect(
        statements.slice(skuWrites[0]! + 1).filter((q) => !/^commit/i.test(q)),
        step,
      ).toEqual([]);
    }
  });
});
