import { delivery } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { pieceFee, ruleFor } from './delivery.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// PGlite and node-postgres both answer { rows }; the Db type shared by the two drivers cannot say so.
const rows = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const freight = async (body: Record<string, unknown>) => {
  const res = await t.call('/api/delivery/freight', body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return delivery.freightSchema.parse(res.body.data);
};
const HAIDIAN = 110108;
const LHASA_CHENGGUAN = 540102;
const HANGZHOU_XIHU = 330106;

/** A cheap, not free-shipping SKU of the shop with the given language (or the food shop). */
const sku = (where: string) =>
  rows<{ sku_id: number }>(
    `select k.sku_id from goods_sku k join shop s using (site_id) where ${where} and k.is_free_shipping = 0
     and k.is_virtual = 0 and k.goods_state = 1 and k.price < 3000 and k.promotion_type = 0 order by k.sku_id limit 1`,
  ).then((r) => r[0]!.sku_id);

describe('freight', () => {
  it('charges by zone and by piece below the free threshold', async () => {
    const id = await sku(`s.is_own = 0 and s.content_lang = 'en-us' and s.category_name <> 'Food'`);
    const near = await freight({ sku_id: id, district_id: HANGZHOU_XIHU });
    const far = await freight({ sku_id: id, district_id: HAIDIAN });
    expect(near).toMatchObject({ is_available: 1, is_free_shipping: 0, delivery_money: '6.00' });
    expect(far.delivery_money).toBe('8.00');
    expect(far.region_name).toBe('北京市 北京市 海淀区');
    expect((await freight({ sku_id: id, district_id: HAIDIAN, num: 3 })).delivery_money).toBe('11.00');
    const many = await freight({ sku_id: id, district_id: HAIDIAN, num: 99 });
    expect(many).toMatchObject({ is_free_shipping: 1, delivery_money: '0.00' });
  });

  it('says when the shop does not deliver to the region', async () => {
    const id = await sku(`s.content_lang = 'ru'`);
    const res = await freight({ sku_id: id, district_id: LHASA_CHENGGUAN });
    expect(res.is_available).toBe(0);
    expect((await freight({ sku_id: id, district_id: HAIDIAN })).is_available).toBe(1);
  });

  it('free-shipping goods ship free', async () => {
    const [g] = await rows<{ sku_id: number }>(
      `select sku_id from goods_sku where is_free_shipping = 1 and goods_state = 1 limit 1`,
    );
    expect(await freight({ sku_id: g!.sku_id, district_id: HAIDIAN })).toMatchObject({
      delivery_money: '0.00',
      is_free_shipping: 1,
    });
  });

  it('refuses unknown goods, non-district regions and bad input', async () => {
    expect(outcomeOf(await t.call('/api/delivery/freight', { sku_id: 99999999, district_id: HAIDIAN }))).toBe(
      'NOT_FOUND',
    );
    const [g] = await rows<{ sku_id: number }>(`select sku_id from goods_sku limit 1`);
    expect(
      (await t.call('/api/delivery/freight', { sku_id: g!.sku_id, district_id: 110100 })).body.error_code,
    ).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await t.call('/api/delivery/freight', { sku_id: g!.sku_id, district_id: 999999 }))).toBe(
      'NOT_FOUND',
    );
    for (const body of [
      { sku_id: g!.sku_id },
      { sku_id: g!.sku_id, district_id: 'Haidian' },
      { sku_id: g!.sku_id, district_id: HAIDIAN, num: 0 },
    ]) {
      expect((await t.call('/api/delivery/freight', body)).body.error_code).toBe('PARAMETER_ERROR');
    }
  });

  it('pieceFee counts every started continue step', () => {
    const rule = { provinceIds: [], firstNum: 1, firstFee: 800, continueNum: 2, continueFee: 300 };
    expect([1, 2, 3, 4].map((n) => pieceFee(rule, n))).toEqual([800, 1100, 1100, 1400]);
    expect(ruleFor([{ ...rule, provinceIds: [1] }, rule], 2)).toBe(rule);
  });
});
