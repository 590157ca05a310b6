import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { markOutTradeNoPaid } from '../../flows/pay/index.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { groupbuyStatusJob } from './groupbuy-status.ts';

/* Group buys (facts §5.2): the merchant sets one up, the storefront lists it, the checkout sells it from its minimum. */

let t: TestApp;
let demo: string;
let owner1: string;
let owner3: string;
let sku: { sku_id: number; goods_id: number };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  owner1 = await consoleToken(t, 'shop1');
  owner3 = await consoleToken(t, 'shop3');
  sku = await prepareSku(t, 1, { n: 40, price: 10000, stock: 50 });
  await t.database.db.execute(`update promotion_groupbuy set status = 3 where sku_id = ${sku.sku_id}`);
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown> = {}) =>
  t.call('/merchant/api/groupbuy/add', {
    token,
    sku_id: sku.sku_id,
    groupbuy_price: '80.00',
    buy_num: 3,
    start_time: now() - 60,
    end_time: now() + 86_400,
    ...body,
  });
const create = (body: Record<string, unknown>) =>
  t.call('/groupbuy/api/ordercreate/create', { token: demo, idempotency_key: idemKey(), ...body });

describe('group buy', () => {
  let id = 0;
  const sellNum = async () =>
    Number((await one(t, `select sell_num from promotion_groupbuy where groupbuy_id = ${id}`)).sell_num);
  it('a merchant creates a running group buy that the storefront lists and details', async () => {
    const r = await add(owner1);
    expect(r.body.code, r.body.message).toBe(0);
    id = r.body.data.groupbuy_id;
    expect(r.body.data).toMatchObject({
      groupbuy_price: '80.00',
      goods_price: '100.00',
      buy_num: 3,
      status: 2,
    });
    expect((await auditRows(t, '/merchant/api/groupbuy/add'))[0]).toBeTruthy();
    const page = await t.call('/groupbuy/api/goods/page', { page_size: 100 });
    expect(page.body.data.list.map((g: { groupbuy_id: number }) => g.groupbuy_id)).toContain(id);
    const byGoods = await t.call('/groupbuy/api/goods/page', { goods_id: sku.goods_id });
    expect(byGoods.body.data.list).toHaveLength(1);
    const detail = await t.call('/groupbuy/api/goods/detail', { groupbuy_id: id });
    expect(detail.body.data).toMatchObject({ groupbuy_id: id, sku_id: sku.sku_id, stock: 50 });
  });

  it('refuses a second open group buy of the SKU, another shop’s SKU and bad terms, changing nothing', async () => {
    const count = async () =>
      (await one(t, `select count(*)::int as n from promotion_groupbuy where site_id = 1`)).n;
    const before = await count();
    expect((await add(owner1)).body.error_code).toBe('FAIL');
    expect((await add(owner3)).body.error_code).toBe('NOT_FOUND');
    for (const bad of [
      { groupbuy_price: '100.00' },
      { groupbuy_price: '-1' },
      { groupbuy_price: '1e308' },
      { groupbuy_price: 'abc' },
      { buy_num: '3' + '0'.repeat(20) },
      { buy_num: -2 },
      { buy_num: '2.5' },
      { end_time: now() - 10, start_time: now() - 100 },
      { start_time: now() + 100, end_time: now() + 50 },
      { sku_id: 'x' },
    ]) {
      const r = await add(owner1, { ...bad, sku_id: bad.sku_id ?? sku.sku_id });
      expect(r.status).toBe(200);
      expect(['PARAMETER_ERROR', 'FAIL'], JSON.stringify(bad)).toContain(r.body.error_code);
    }
    expect(await count()).toBe(before);
  });

  it('refuses below the minimum with the spec text, sells at the group price from it', async () => {
    const below = await create({ groupbuy_id: id, num: 2 });
    expect(below.body.error_code).toBe('FAIL');
    expect(below.body.message).toBe('Cannot buy fewer than 3');
    const calc = await t.call('/groupbuy/api/ordercreate/calculate', {
      token: demo,
      groupbuy_id: id,
      num: 3,
    });
    expect(calc.body.data.goods_money).toBe('240.00');
    expect(calc.body.data.error_list).toEqual([]);
    const made = await create({ groupbuy_id: id, num: 3 });
    expect(made.body.code, made.body.message).toBe(0);
    const order = await one(
      t,
      `select o.promotion_type, o.promotion_id, o.goods_money, g.price, g.num from "order" o
       join order_goods g on g.order_id = o.order_id where o.out_trade_no = '${made.body.data}'`,
    );
    expect(order).toMatchObject({
      promotion_type: 'groupbuy',
      promotion_id: id,
      goods_money: 24000,
      price: 8000,
      num: 3,
    });
    // sell_num counts paid pieces (facts §5.2 'on payment sell_num += num'), not ordered ones.
    expect(await sellNum()).toBe(0);
    const stock = await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`);
    expect(stock.stock).toBe(47);
    await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo: made.body.data, payType: 'alipay' }, now()),
    );
    expect(await sellNum()).toBe(3);
  });

  it('an unpaid group buy order that closes leaves sell_num and gives its stock back', async () => {
    const made = await create({ groupbuy_id: id, num: 4 });
    expect(made.body.code, made.body.message).toBe(0);
    const o = await one(t, `select order_id from "order" where out_trade_no = '${made.body.data}'`);
    const stockOf = async () =>
      Number((await one(t, `select stock from goods_sku where sku_id = ${sku.sku_id}`)).stock);
    const before = await stockOf();
    const closed = await t.call('/api/order/close', { token: demo, order_id: o.order_id });
    expect(closed.body.code, closed.body.message).toBe(0);
    expect(await stockOf()).toBe(before + 4);
    expect(await sellNum()).toBe(3);
    // A replayed payment of the closed order counts nothing.
    await t.database.db.transaction((tx) =>
      markOutTradeNoPaid(tx, { outTradeNo: made.body.data, payType: 'alipay' }, now()),
    );
    expect(await sellNum()).toBe(3);
  });

  it('quantities as strings, negative or huge are refused', async () => {
    for (const num of ['abc', -3, 0, 1e308, '99999999999']) {
      const r = await create({ groupbuy_id: id, num });
      expect(r.body.error_code, String(num)).toBe('PARAMETER_ERROR');
    }
    const r = await create({ groupbuy_id: id, num: 60 });
    expect(r.body.error_code).toBe('FAIL'); // more than the stock
  });

  it('the status job starts and ends group buys on time, once with two runners', async () => {
    const start = now() + 3600;
    const other = await prepareSku(t, 1, { n: 41, price: 5000 });
    await t.database.db.execute(`update promotion_groupbuy set status = 3 where sku_id = ${other.sku_id}`);
    const made = await add(owner1, {
      sku_id: other.sku_id,
      groupbuy_price: '40',
      start_time: start,
      end_time: start + 600,
    });
    const gid = made.body.data.groupbuy_id;
    expect(made.body.data.status).toBe(1);
    const early = await create({ groupbuy_id: gid, num: 3 });
    expect(early.body.message).toBe('This group buy has not started yet');
    const status = async () =>
      (await one(t, `select status from promotion_groupbuy where groupbuy_id = ${gid}`)).status;
    const a = createJobRunner(t.database.db, [groupbuyStatusJob]);
    const b = createJobRunner(t.database.db, [groupbuyStatusJob]);
    await a.tick(start - 1);
    expect(await status()).toBe(1);
    const ran = await Promise.all([a.tick(start + 11), b.tick(start + 11)]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await status()).toBe(2);
    await a.tick(start + 700);
    expect(await status()).toBe(3);
  });

  it('an ended or closed group buy says the event ended; plugin off says so', async () => {
    const closed = await t.call('/merchant/api/groupbuy/close', { token: owner1, groupbuy_id: id });
    expect(closed.body.data.status).toBe(3);
    expect(
      (await t.call('/merchant/api/groupbuy/close', { token: owner3, groupbuy_id: id })).body.error_code,
    ).toBe('NOT_FOUND');
    const r = await create({ groupbuy_id: id, num: 3 });
    expect(r.body.message).toBe('This event has ended');
    const edit = await t.call('/merchant/api/groupbuy/edit', {
      token: owner1,
      groupbuy_id: id,
      groupbuy_price: '70',
      buy_num: 2,
      start_time: now(),
      end_time: now() + 100,
    });
    expect(edit.body.error_code).toBe('FAIL');
    const off = await createTestApp({ ADDONS_DISABLED: 'groupbuy' });
    try {
      const page = await off.call('/groupbuy/api/goods/page', { lang: 'zh-cn' });
      expect(page.body.message).toBe('团购插件未安装');
    } finally {
      await off.close();
    }
  });
});
