import { catalog } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextDiscountChange } from './catalog.service.ts';
import { LIST_PAGE_TTL_MS } from './goods-list.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
});
afterAll(() => t.close());

const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const page = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/goodssku/page', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return catalog.goodsPageSchema.parse(res.body.data);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listed SKU of shop3 (its goods' default SKU), with the shop's site. */
async function shop3Card() {
  const [row] = await rows<{ sku_id: number; goods_id: number; site_id: number; price: string }>(
    `select k.sku_id, k.goods_id, k.site_id, k.price::text price from goods_sku k
     join merchant_account m on m.site_id = k.site_id and m.username = 'shop3'
     where k.is_default = 1 and k.goods_state = 1 and k.verify_state = 1 and k.is_delete = 0
     order by k.sku_id limit 1`,
  );
  return row!;
}

describe('goods list pages behind the read cache', () => {
  it('are served from ready bytes for a moment, and a merchant’s change shows at once', async () => {
    const sku = await shop3Card();
    const filter = { site_id: sku.site_id, page_size: 100 };
    const stockOf = async () => (await page(filter)).list.find((c) => c.sku_id === sku.sku_id)?.stock;
    const before = await stockOf();
    expect(before).toBeGreaterThan(0);
    // A change made behind the mall's back (an order elsewhere) shows once the page's moment is over.
    await t.database.db.execute(`update goods_sku set stock = stock - 1 where sku_id = ${sku.sku_id}`);
    const read = Date.now();
    const cachedStock = await stockOf();
    if (Date.now() - read < LIST_PAGE_TTL_MS) expect(cachedStock).toBe(before);
    await sleep(LIST_PAGE_TTL_MS + 50);
    expect(await stockOf()).toBe(before! - 1);

    const merchant = await consoleToken(t, 'shop3');
    const state = (goods_state: number) =>
      t.call('/merchant/api/goods/state', { token: merchant, goods_id: sku.goods_id, goods_state });
    expect((await state(0)).body.code).toBe(0);
    expect(await stockOf()).toBeUndefined();
    expect((await state(1)).body.code).toBe(0);
    expect(await stockOf()).toBe(before! - 1);
  });

  it('leave the cache when a discount on them ends, before their moment is over', async () => {
    const sku = await shop3Card();
    const now = Math.floor(Date.now() / 1000);
    const ends = now + 1;
    await t.database.db.execute(
      `update goods_sku set promotion_type = 1, discount_price = price - 1, start_time = ${now - 60},
       end_time = ${ends} where sku_id = ${sku.sku_id}`,
    );
    const filter = { site_id: sku.site_id, page_size: 99 };
    const priceOf = async () => (await page(filter)).list.find((c) => c.sku_id === sku.sku_id)!;
    const during = await priceOf();
    const cachedAt = Date.now();
    expect(during.promotion_type).toBe(1);
    // Columns hold cents; answers say yuan.
    expect(Number(during.discount_price)).toBe((Number(sku.price) - 1) / 100);
    await sleep(ends * 1000 - Date.now() + 20);
    const after = await priceOf();
    // Well inside the page's moment: only the discount's end can have dropped it.
    expect(Date.now() - cachedAt).toBeLessThan(LIST_PAGE_TTL_MS);
    expect(after.promotion_type).toBe(0);
    expect(Number(after.discount_price)).toBe(Number(sku.price) / 100);
  });

  it('are tagged, so a repeat visit is answered 304 Not Modified', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/goodssku/page', headers, payload: { page_size: 7 } });
    const first = await ask();
    expect(JSON.parse(first.body).code).toBe(0);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect((await ask({ 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('nextDiscountChange', () => {
  const row = (promotionType: number, startTime: number, endTime: number) => ({
    promotionType,
    startTime,
    endTime,
  });
  it('is the soonest start or end of a limited-time discount still ahead', () => {
    expect(nextDiscountChange([], 100)).toBeUndefined();
    expect(nextDiscountChange([row(0, 150, 200)], 100)).toBeUndefined();
    expect(nextDiscountChange([row(1, 50, 90)], 100)).toBeUndefined();
    expect(nextDiscountChange([row(1, 50, 300), row(1, 120, 400)], 100)).toBe(120);
    expect(nextDiscountChange([row(1, 50, 110), row(1, 120, 400)], 100)).toBe(110);
  });
});
