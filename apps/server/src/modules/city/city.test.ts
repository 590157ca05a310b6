import { city, pagedSchema, shop } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('city sub-sites', () => {
  it('finds the sub-site of a hot city by its area code', async () => {
    const beijing = city.citySiteSchema.parse(
      (await t.call('/api/website/getWebsiteidByAddress', { web_city: 110100 })).body.data,
    );
    expect(beijing).toMatchObject({ website_id: 1, site_area_id: 110100, site_area_name: 'Beijing' });
    const hangzhou = (await t.call('/api/website/getWebsiteidByAddress', { web_city: '330100' })).body.data;
    expect(hangzhou.website_id).toBe(5);
  });

  it('answers website_id 0 for a city without a sub-site, or whose sub-site is closed', async () => {
    const taiyuan = (await t.call('/api/website/getWebsiteidByAddress', { web_city: 140100 })).body.data;
    expect(taiyuan).toEqual({ website_id: 0, site_area_id: 140100, site_area_name: '', title: '' });
    await t.database.db.execute('update website set status = 0 where website_id = 6');
    expect(
      (await t.call('/api/website/getWebsiteidByAddress', { web_city: 510100 })).body.data.website_id,
    ).toBe(0);
    const open = city.citySiteListSchema.parse((await t.call('/api/website/lists')).body.data);
    expect(open.map((c) => c.website_id)).not.toContain(6);
    await t.database.db.execute('update website set status = 1 where website_id = 6');
  });

  it('lists the open sub-sites; every one is a hot city', async () => {
    const list = city.citySiteListSchema.parse((await t.call('/api/website/lists')).body.data);
    expect(list.length).toBeGreaterThanOrEqual(7);
    const hot = new Set<number>(city.HOT_CITIES.map((c) => c.id));
    expect(list.every((c) => hot.has(c.site_area_id) && c.website_id > 0)).toBe(true);
  });

  it('rejects a bad area code', async () => {
    for (const web_city of ['beijing', [110100], 0, -1, '', null, '110100; drop table website']) {
      const res = await t.call('/api/website/getWebsiteidByAddress', { web_city });
      expect(res.body.error_code).toBe('PARAMETER_ERROR');
    }
    expect((await t.call('/api/website/getWebsiteidByAddress', {})).body.error_code).toBe('PARAMETER_ERROR');
  });

  it('switching city changes the shop street order', async () => {
    const first = async (websiteId: number) =>
      pagedSchema(shop.shopPageItemSchema).parse(
        (await t.call('/api/shop/page', { page: 1, page_size: 3, website_id: websiteId })).body.data,
      ).list[0]!;
    expect((await first(0)).site_id).toBe(1);
    expect(await first(1)).toMatchObject({ site_id: 5, website_id: 1 });
    expect(await first(7)).toMatchObject({ site_id: 7, website_id: 7 });
  });
});

describe('with the city plugin off', () => {
  it("says 'city-site plugin not installed'", async () => {
    const off = await createTestApp({ ADDONS_DISABLED: 'city,seckill' });
    try {
      for (const [path, body] of [
        ['/api/website/getWebsiteidByAddress', { web_city: 110100 }],
        ['/api/website/lists', {}],
      ] as const) {
        const res = await off.call(path, { ...body, lang: 'en-us' });
        expect(res.body).toMatchObject({ code: -10001, message: 'City-site plugin not installed' });
        const zh = await off.call(path, { ...body, lang: 'zh-cn' });
        expect(zh.body.message).toBe('城市分站插件未安装');
      }
      expect((await off.call('/api/addon/addonisexit')).body.data.city).toBe(0);
      // A SiteKey left from before the plugin was switched off narrows nothing.
      const all = await off.call('/api/goodssku/page', { page_size: 1 });
      const stale = await off.call('/api/goodssku/page', { page_size: 1, website_id: 7 });
      expect(stale.body.data.count).toBe(all.body.data.count);
    } finally {
      await off.close();
    }
  });
});
