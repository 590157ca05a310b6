import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seckillStatusJob } from './seckill-jobs.ts';
import { makeSale, makeSlot } from '../../flows/checkout/checkout-seckill-test-helpers.ts';

/* The flash-sale zone and detail, the merchant's sales and the operator's slots, and the status job. */

let t: TestApp;
let demo: string;
let owner1: string;
let owner3: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  const tokens = await Promise.all(['shop1', 'shop3', 'admin'].map((u) => consoleToken(t, u)));
  [owner1, owner3, admin] = tokens as [string, string, string];
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

describe('storefront flash-sale calls', () => {
  it('lists the slots with sales on, a slot’s goods with progress and discount, and the detail', async () => {
    const sku = await prepareSku(t, 3, { stock: 50, price: 10000 });
    const slot = await makeSlot(t, 0, 86_400);
    const sale = await makeSale(t, sku, { stock: 40, maxBuy: 2, slots: [slot] });
    const slots = await t.call('/seckill/api/seckill/lists', {});
    expect(slots.body.data.list.map((s: { id: number }) => s.id)).toContain(slot);
    const page = await t.call('/seckill/api/seckillgoods/page', { seckill_id: slot, page: 1, page_size: 10 });
    expect(page.body.data.list).toEqual([
      expect.objectContaining({
        id: sale.seckill_id,
        seckill_price: '50.00',
        price: '100.00',
        goods_stock: 40,
        discount_rate: 50,
      }),
    ]);
    const detail = await t.call('/seckill/api/seckillgoods/detail', {
      token: demo,
      seckill_id: sale.seckill_id,
    });
    expect(detail.body.data).toMatchObject({
      seckill_id: sale.seckill_id,
      seckill_start_time: 0,
      seckill_end_time: 86_400,
      sku_list: [expect.objectContaining({ sku_id: sku.sku_id, stock: 40, max_buy: 2, purchased_num: 0 })],
    });
    const entrance = await t.call('/seckill/api/seckillgoods/ofgoods', { goods_id: sku.goods_id });
    expect(entrance.body.data).toMatchObject({ seckill_id: sale.seckill_id, seckill_price: '50.00' });
  });

  it('a closed sale reads as not found; the plugin switched off says so', async () => {
    const sku = await prepareSku(t, 3, { n: 1 });
    const sale = await makeSale(t, sku, { stock: 5, status: -1 });
    const r = await t.call('/seckill/api/seckillgoods/detail', {
      seckill_id: sale.seckill_id,
      lang: 'zh-cn',
    });
    expect(r.body).toMatchObject({ error_code: 'NOT_FOUND', message: '秒杀活动不存在' });
    const off = await createTestApp({ ADDONS_DISABLED: 'seckill' });
    try {
      const z = await off.call('/seckill/api/seckill/lists', { lang: 'zh-cn' });
      expect(z.body.message).toBe('秒杀插件未安装');
    } finally {
      await off.close();
    }
  });
});

describe('console flash sales', () => {
  const goodsOf = async (siteId: number) =>
    one(
      t,
      `select goods_id, sku_id, price from goods_sku where site_id = ${siteId} and is_delete = 0 order by sku_id limit 1`,
    );

  it('the operator adds a slot; a merchant creates a sale on it that the jobs runner opens and ends on time', async () => {
    const slot = await t.call('/operator/api/seckill/slot/save', {
      token: admin,
      name: 'All day',
      seckill_start_time: '00:00',
      seckill_end_time: '24:00',
    });
    expect(slot.body.code, slot.body.message).toBe(0);
    const g = await goodsOf(1);
    const start = now() + 3600;
    const body = {
      token: owner1,
      seckill_name: 'Console sale',
      goods_id: g.goods_id,
      seckill_time_ids: [slot.body.data.id],
      start_time: start,
      end_time: start + 86_400,
      sku_list: [{ sku_id: g.sku_id, seckill_price: '1.00', stock: 10, max_buy: 1 }],
    };
    const made = await t.call('/merchant/api/seckill/save', body);
    expect(made.body.code, made.body.message).toBe(0);
    expect(made.body.data).toMatchObject({ status: 0, seckill_price: '1.00' });
    expect((await auditRows(t, '/merchant/api/seckill/save')).length).toBe(1);
    // Edited before it starts; another shop cannot see or close it.
    const id = made.body.data.id;
    const edited = await t.call('/merchant/api/seckill/save', { ...body, id, seckill_name: 'Renamed' });
    expect(edited.body.data.seckill_name).toBe('Renamed');
    expect((await t.call('/merchant/api/seckill/detail', { token: owner3, id })).body.error_code).toBe(
      'NOT_FOUND',
    );
    expect((await t.call('/merchant/api/seckill/close', { token: owner3, id })).body.error_code).toBe(
      'NOT_FOUND',
    );
    // The jobs runner opens it at its start (moved clock), once even with two runners (two processes).
    const runner = createJobRunner(t.database.db, [seckillStatusJob]);
    const other = createJobRunner(t.database.db, [seckillStatusJob]);
    await runner.tick(start - 10);
    expect(await one(t, `select status from promotion_seckill where id = ${id}`)).toEqual({ status: 0 });
    const ran = await Promise.all([runner.tick(start + 40), other.tick(start + 40)]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await one(t, `select status from promotion_seckill where id = ${id}`)).toEqual({ status: 1 });
    const late = await t.call('/merchant/api/seckill/save', { ...body, id });
    expect(late.body.message).toBe('A flash sale can be edited only before it starts');
    await runner.tick(start + 86_400 + 100);
    expect(await one(t, `select status from promotion_seckill where id = ${id}`)).toEqual({ status: 2 });
    expect((await t.call('/merchant/api/seckill/close', { token: owner1, id })).body.message).toMatch(
      /already ended/,
    );
  });

  it('refuses another shop’s goods, a price not below the price, unknown slots and bad numbers', async () => {
    const own = await goodsOf(1);
    const other = await goodsOf(3);
    const slotId = await makeSlot(t, 0, 3600);
    const base = {
      token: owner1,
      seckill_name: 'Bad',
      goods_id: own.goods_id,
      seckill_time_ids: [slotId],
      start_time: now(),
      end_time: now() + 3600,
      sku_list: [{ sku_id: own.sku_id, seckill_price: '1.00', stock: 5 }],
    };
    const count = async () => (await one(t, `select count(*)::int as n from promotion_seckill`)).n;
    const before = await count();
    const refusals = [
      { goods_id: other.goods_id, sku_list: [{ sku_id: other.sku_id, seckill_price: '1.00', stock: 5 }] },
      { sku_list: [{ sku_id: own.sku_id, seckill_price: Number(own.price) / 100, stock: 5 }] },
      { seckill_time_ids: [999_999] },
      { sku_list: [{ sku_id: own.sku_id, seckill_price: '-1', stock: 5 }] },
      { sku_list: [{ sku_id: own.sku_id, seckill_price: '1e308', stock: 5 }] },
      { sku_list: [{ sku_id: own.sku_id, seckill_price: '1.00', stock: 'many' }] },
      { end_time: now() - 10, start_time: now() - 100 },
      { start_time: now() + 100, end_time: now() + 50 },
    ];
    for (const r of refusals) {
      const res = await t.call('/merchant/api/seckill/save', { ...base, ...r });
      expect(res.body.code, JSON.stringify(r)).not.toBe(0);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    expect(await count()).toBe(before);
    const bad = await t.call('/operator/api/seckill/slot/save', {
      token: admin,
      name: 'x',
      seckill_start_time: '25:00',
      seckill_end_time: '26:00',
    });
    expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  });
});
