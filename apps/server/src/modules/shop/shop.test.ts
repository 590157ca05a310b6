import { shop, site } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectScript, LANG_SCRIPTS } from '../../test/scripts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('shop calls', () => {
  it('answers hot shops by sales, only open ones', async () => {
    const res = await t.call('/api/shop/hot', { limit: 5 });
    const list = shop.hotShopListSchema.parse(res.body.data);
    expect(list).toHaveLength(5);
    for (let i = 1; i < list.length; i++)
      expect(list[i - 1]!.shop_sales).toBeGreaterThanOrEqual(list[i]!.shop_sales);
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = ${list[0]!.site_id}`);
    const after = shop.hotShopListSchema.parse((await t.call('/api/shop/hot', { limit: 50 })).body.data);
    expect(after.map((s) => s.site_id)).not.toContain(list[0]!.site_id);
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = ${list[0]!.site_id}`);
  });

  it('answers the seven shop service guarantees', async () => {
    const res = await t.call('/api/shopservice/lists');
    const list = z.array(site.shopServiceSchema).parse(res.body.data);
    expect(list.map((s) => s.key)).toEqual(
      expect.arrayContaining([
        'shop_qtian',
        'shop_zhping',
        'shop_erxiaoshi',
        'shop_tuihuo',
        'shop_shiyong',
        'shop_shiti',
        'shop_xiaoxie',
      ]),
    );
  });

  it('answers the guarantees in the request language, and the base text where a translation is missing', async () => {
    const services = async (lang: string) =>
      z.array(site.shopServiceSchema).parse((await t.call('/api/shopservice/lists', { lang })).body.data);
    const en = await services('en-us');
    for (const [lang, script] of LANG_SCRIPTS) {
      const list = await services(lang);
      expect(list.map((s) => s.key)).toEqual(en.map((s) => s.key));
      for (const s of list) {
        expectScript(s.name, script);
        expectScript(s.desc, script);
      }
    }
    await t.database.db.execute(`update shop_service set i18n = '{}' where key = 'shop_xiaoxie'`);
    const zh = await services('zh-cn');
    const base = en.find((s) => s.key === 'shop_xiaoxie')!;
    expect(zh.find((s) => s.key === 'shop_xiaoxie')).toEqual(base);
    expectScript(zh.find((s) => s.key === 'shop_qtian')!.name, 'cjk');
  });

  it('rejects a limit out of range', async () => {
    expect((await t.call('/api/shop/hot', { limit: 1000 })).body.error_code).toBe('PARAMETER_ERROR');
  });
});
