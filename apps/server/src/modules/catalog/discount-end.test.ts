import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { endDueDiscounts } from './discount-end.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('discount end', () => {
  it('puts the price back into the sort key of ended discounts only', async () => {
    const running = await rows<{ sku_id: number; price: number; discount_price: number }>(
      `select sku_id, price::float8 price, discount_price::float8 discount_price from goods_sku
       where promotion_type = 1 and discount_price <> price order by sku_id limit 2`,
    );
    expect(running).toHaveLength(2);
    const [ended, still] = running as [(typeof running)[0], (typeof running)[0]];
    const now = Math.floor(Date.now() / 1000);
    await t.database.db.execute(`update goods_sku set end_time = ${now - 1} where sku_id = ${ended.sku_id}`);
    await t.database.db.execute(
      `update goods_sku set end_time = ${now + 3600} where sku_id = ${still.sku_id}`,
    );
    await t.database.db.transaction(async (tx) => void (await endDueDiscounts(tx as unknown as Tx, now)));
    const after = await rows<{ sku_id: number; discount_price: number }>(
      `select sku_id, discount_price::float8 discount_price from goods_sku where sku_id in (${ended.sku_id}, ${still.sku_id})`,
    );
    const byId = new Map(after.map((r) => [r.sku_id, r.discount_price]));
    expect(byId.get(ended.sku_id)).toBe(ended.price);
    expect(byId.get(still.sku_id)).toBe(still.discount_price);
  });
});
