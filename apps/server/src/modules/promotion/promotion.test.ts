import { promotion } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const info = async (body: Record<string, unknown>) => {
  const res = await t.call('/manjian/api/manjian/info', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return promotion.manjianInfoSchema.parse(res.body.data);
};

describe('manjian', () => {
  it("answers a shop's running offer with money rules", async () => {
    const offer = await info({ site_id: 1 });
    expect(offer?.type).toBe(0);
    expect(offer?.rule_json[0]).toEqual({
      limit: '199.00',
      discount_money: '20.00',
      free_shipping: 0,
      point: 0,
    });
  });

  it('covers a goods only when the offer lists it (manjian_type 2)', async () => {
    const [o] = await rows<{ site_id: number; goods_ids: number[] }>(
      `select site_id, goods_ids from promotion_manjian where manjian_type = 2 limit 1`,
    );
    const listed = o!.goods_ids[0]!;
    expect((await info({ goods_id: listed }))?.manjian_type).toBe(2);
    const [other] = await rows<{ goods_id: number }>(
      `select goods_id from goods where site_id = ${o!.site_id} and goods_id <> all('{${o!.goods_ids.join(',')}}') limit 1`,
    );
    expect(await info({ goods_id: other!.goods_id })).toBeNull();
  });

  it('answers null for a shop without offers, an ended offer or a closed shop', async () => {
    const [none] = await rows<{ site_id: number }>(
      `select site_id from shop where site_id not in (select site_id from promotion_manjian) limit 1`,
    );
    expect(await info({ site_id: none!.site_id })).toBeNull();
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = 1`);
    expect(await info({ site_id: 1 })).toBeNull();
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = 1`);
    await t.database.db.execute(`update promotion_manjian set end_time = 1000 where site_id = 1`);
    expect(await info({ site_id: 1 })).toBeNull();
  });

  it('refuses missing ids, unknown goods and a goods of another shop', async () => {
    expect((await t.call('/manjian/api/manjian/info', {})).body.error_code).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await t.call('/manjian/api/manjian/info', { goods_id: 99999999 }))).toBe('NOT_FOUND');
    const [g] = await rows<{ goods_id: number; site_id: number }>(
      `select goods_id, site_id from goods limit 1`,
    );
    expect(
      outcomeOf(
        await t.call('/manjian/api/manjian/info', { goods_id: g!.goods_id, site_id: g!.site_id + 1 }),
      ),
    ).toBe('NOT_FOUND');
  });
});

describe('manjian addon off', () => {
  it('answers the plugin message', async () => {
    const off = await createTestApp({ ADDONS_DISABLED: 'manjian' });
    try {
      const res = await off.call('/manjian/api/manjian/info', { site_id: 1, lang: 'zh-cn' });
      expect(res.body.code).toBeLessThan(0);
      expect(res.body.message).toBe('满减送插件未安装');
    } finally {
      await off.close();
    }
  });
});
