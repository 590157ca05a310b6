import { catalog } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const floors = async (path = '/api/pc/floors', body: Record<string, unknown> = {}) => {
  const res = await t.call(path, body);
  expect(res.body.code).toBe(0);
  return catalog.floorListSchema.parse(res.body.data);
};

describe('home floors', () => {
  it('answers floors of all three styles with their slots filled', async () => {
    const list = await floors();
    expect(new Set(list.map((f) => f.block_name))).toEqual(new Set(catalog.FLOOR_BLOCKS));
    for (const floor of list) {
      const goods = Object.values(floor.value).filter((s) => s.type === 'goods');
      expect(goods.length).toBeGreaterThan(0);
      for (const slot of goods) if (slot.type === 'goods') expect(slot.value.list.length).toBeGreaterThan(0);
    }
    const style3 = list.find((f) => f.block_name === 'floor-style-3')!;
    expect(style3.value.brandList?.type).toBe('brand');
    expect(style3.value.categoryList?.type).toBe('category');
  });

  it('answers the pre-serialised floors in the same envelope as every call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pc/floors', payload: { lang: 'zh-cn' } });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({
      code: 0,
      message: '操作成功',
      data: expect.any(Array),
      timestamp: expect.any(Number),
    });
  });

  it('answers getIndexFloor like floors', async () => {
    expect(await floors('/api/pc/getIndexFloor')).toEqual(await floors('/api/pc/floors'));
  });

  it('translates floor titles', async () => {
    const en = await floors('/api/pc/floors', { lang: 'en-us' });
    const ko = await floors('/api/pc/floors', { lang: 'ko-kr' });
    expect(ko[0]!.title).not.toBe(en[0]!.title);
    expect(ko[0]!.title).toMatch(/[\uac00-\ud7af]/);
  });

  it('drops goods that go off the shelf or whose shop closes', async () => {
    const before = await floors();
    const slot = before[0]!.value.goodsList!;
    if (slot.type !== 'goods') throw new Error('expected goods');
    const [first, second] = slot.value.list;
    await t.database.db.execute(`update goods_sku set goods_state = 0 where sku_id = ${first!.sku_id}`);
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = ${second!.site_id}`);
    const after = await floors();
    const ids = after.flatMap((f) =>
      Object.values(f.value).flatMap((s) => (s.type === 'goods' ? s.value.list : [])),
    );
    expect(ids.some((g) => g.sku_id === first!.sku_id)).toBe(false);
    expect(ids.some((g) => g.site_id === second!.site_id)).toBe(false);
    await t.database.db.execute(`update goods_sku set goods_state = 1 where sku_id = ${first!.sku_id}`);
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = ${second!.site_id}`);
  });

  it('sends money as two-decimal strings', async () => {
    const list = await floors();
    const cards = list.flatMap((f) =>
      Object.values(f.value).flatMap((s) => (s.type === 'goods' ? s.value.list : [])),
    );
    for (const card of cards) {
      expect(card.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(card.market_price)).toBeGreaterThanOrEqual(Number(card.price));
    }
  });
});
