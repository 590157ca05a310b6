import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The promotion forms' goods picker: a merchant searches the shop's goods on sale by name and sees every SKU of
 * each; the operator (topic events) searches every shop's; a saved form's SKUs are named by id.
 */

let t: TestApp;
let shop1: string;
let admin: string;
interface Picked {
  goods_id: number;
  goods_name: string;
  site_id: number;
  site_name: string;
  skus: { sku_id: number; sku_name: string; spec_values: string[]; price: string; stock: number }[];
}

beforeAll(async () => {
  t = await createTestApp();
  shop1 = await consoleToken(t, 'shop1');
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const pick = async (audience: 'merchant' | 'operator', body: Record<string, unknown>) => {
  const r = await t.call(`/${audience}/api/goods/skupicker`, {
    token: audience === 'merchant' ? shop1 : admin,
    ...body,
  });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data as Picked[];
};

/** A goods of shop 1 on sale with more than one SKU, and a word of its name. */
async function manySkuGoods() {
  const g = await one(
    t,
    `select g.goods_id, g.goods_name, count(s.sku_id)::int as n from goods g
       join goods_sku s on s.goods_id = g.goods_id and s.is_delete = 0
     where g.site_id = 1 and g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0
     group by g.goods_id having count(s.sku_id) > 1 order by g.goods_id limit 1`,
  );
  return { goodsId: Number(g.goods_id), name: String(g.goods_name), skuCount: Number(g.n) };
}

describe('goods picker', () => {
  it('finds the shop’s goods on sale by part of the name, each with all its SKUs and their specs', async () => {
    const g = await manySkuGoods();
    const part = g.name.slice(2, 12).toUpperCase();
    const list = await pick('merchant', { goods_name: part });
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) {
      expect(row.site_id).toBe(1);
      expect(row.goods_name.toLowerCase()).toContain(part.toLowerCase());
    }
    const found = list.find((r) => r.goods_id === g.goodsId)!;
    expect(found.skus).toHaveLength(g.skuCount);
    expect(found.skus[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(found.skus.every((s) => s.spec_values.length > 0)).toBe(true);
  });

  it('leaves out goods off the shelves and other shops’ goods, but names a saved form’s SKUs by id', async () => {
    const g = await manySkuGoods();
    await t.database.db.execute(`update goods set goods_state = 0 where goods_id = ${g.goodsId}`);
    try {
      const byName = await pick('merchant', { goods_name: g.name });
      expect(byName.map((r) => r.goods_id)).not.toContain(g.goodsId);
      const sku = await one(t, `select sku_id from goods_sku where goods_id = ${g.goodsId} limit 1`);
      const byId = await pick('merchant', { sku_ids: [Number(sku.sku_id)] });
      expect(byId.map((r) => r.goods_id)).toEqual([g.goodsId]);
    } finally {
      await t.database.db.execute(`update goods set goods_state = 1 where goods_id = ${g.goodsId}`);
    }
    const other = await one(t, `select sku_id from goods_sku where site_id <> 1 and is_delete = 0 limit 1`);
    expect(await pick('merchant', { sku_ids: [Number(other.sku_id)] })).toEqual([]);
  });

  it('the operator picks from every shop, each goods with its shop’s name', async () => {
    const list = await pick('operator', { page_size: 30 });
    expect(list).toHaveLength(30);
    expect(new Set(list.map((r) => r.site_id)).size).toBeGreaterThan(1);
    expect(list.every((r) => r.site_name.length > 0 && r.skus.length > 0)).toBe(true);
    const other = await one(
      t,
      `select g.goods_id, g.goods_name from goods g where g.site_id <> 1 and g.goods_state = 1
         and g.verify_state = 1 and g.is_delete = 0 order by g.goods_id desc limit 1`,
    );
    const byName = await pick('operator', { goods_name: String(other.goods_name) });
    expect(byName.map((r) => r.goods_id)).toContain(Number(other.goods_id));
  });

  it('refuses bad input clearly', async () => {
    for (const body of [{ page_size: 0 }, { page_size: 500 }, { sku_ids: 'x' }, { sku_ids: [-1] }]) {
      const r = await t.call('/merchant/api/goods/skupicker', { token: shop1, ...body });
      expect(r.body.error_code, JSON.stringify(body)).toBe('PARAMETER_ERROR');
    }
  });
});
