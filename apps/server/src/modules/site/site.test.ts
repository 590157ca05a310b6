import { fromJsonText, site } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScript, LANG_SCRIPTS } from '../../test/scripts.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADDONS_DISABLED: 'live,egg' });
});
afterAll(() => t.close());

const ok = (res: { status: number; body: any }) => {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 0, message: expect.any(String), timestamp: expect.any(Number) });
  return res.body.data;
};

describe('site calls', () => {
  it('answers website info with the site name and money symbol', async () => {
    const data = site.websiteInfoSchema.parse(ok(await t.call('/api/website/info')));
    expect(data.site_name.length).toBeGreaterThan(0);
    expect(data.web_status).toBe(1);
    expect(data.money_symbol).toBe('$');
  });

  it('answers the closed state and reason when the platform closes the site', async () => {
    await t.database.db.execute(
      `update website set web_status = 0, close_reason = 'Upgrade' where website_id = 0`,
    );
    const data = ok(await t.call('/api/website/info'));
    expect(data).toMatchObject({ web_status: 0, close_reason: 'Upgrade' });
    await t.database.db.execute(`update website set web_status = 1, close_reason = '' where website_id = 0`);
  });

  it('answers the copyright block, the default images and the mobile QR code', async () => {
    expect(site.copyrightSchema.parse(ok(await t.call('/api/config/copyright'))).company_name).not.toBe('');
    const images = site.defaultImagesSchema.parse(ok(await t.call('/api/config/defaultimg')));
    for (const key of site.DEFAULT_IMAGE_KEYS) expect(images[key]).toMatch(/^upload\//);
    const qr = site.wapQrcodeSchema.parse(ok(await t.call('/api/website/wapqrcode')));
    // A relative path of a picture under /upload, which the original client prefixes with its image domain.
    expect(qr.path.h5.img).toMatch(/^upload\/qrcode\/[0-9a-f]+\.png$/);
    expect(qr.path.h5.url).toContain('/web/index');
  });

  it('answers the home carousel with a background colour per slide, and an empty position for an unknown keyword', async () => {
    const carousel = site.advDetailSchema.parse(
      ok(await t.call('/api/adv/detail', { keyword: 'NS_PC_INDEX' })),
    );
    expect(carousel.adv_list.length).toBeGreaterThanOrEqual(3);
    for (const adv of carousel.adv_list) expect(adv.background).toMatch(/^#[0-9a-f]{6}$/i);
    const top = site.advDetailSchema.parse(
      ok(await t.call('/api/adv/detail', { keyword: 'NS_PC_INDEX_TOP' })),
    );
    expect(top.adv_list).toHaveLength(1);
    const unknown = ok(await t.call('/api/adv/detail', { keyword: 'NO_SUCH_PLACE' }));
    expect(unknown.adv_list).toEqual([]);
  });

  it("answers advert titles (the pictures' alt text) in the request language, else the base title", async () => {
    const advs = async (keyword: string, lang: string) =>
      site.advDetailSchema.parse(ok(await t.call('/api/adv/detail', { keyword, lang }))).adv_list;
    for (const keyword of ['NS_PC_INDEX', 'NS_PC_SECKILL', 'NS_PC_LOGIN'])
      for (const [lang, script] of LANG_SCRIPTS)
        for (const adv of await advs(keyword, lang)) expectScript(adv.adv_title, script);
    const [first, second] = await advs('NS_PC_INDEX', 'en-us');
    await t.database.db.execute(`update adv set i18n = '{}' where adv_id = ${first!.adv_id}`);
    const ru = await advs('NS_PC_INDEX', 'ru');
    expect(ru[0]!.adv_title).toBe(first!.adv_title);
    expect(ru[1]!.adv_id).toBe(second!.adv_id);
    expectScript(ru[1]!.adv_title, 'cyrillic');
  });

  it('rejects a missing or malformed keyword with PARAMETER_ERROR in the request language', async () => {
    const missing = await t.call('/api/adv/detail', {});
    expect(outcomeOf(missing)).toBe('PARAMETER_ERROR');
    expect(missing.body).toMatchObject({ code: -10006, error_code: 'PARAMETER_ERROR' });
    expect(missing.body.message).toContain('keyword');
    const wrongType = await t.call('/api/adv/detail', { keyword: { $ne: 1 }, lang: 'zh-cn' });
    expect(wrongType.body.error_code).toBe('PARAMETER_ERROR');
    expect(wrongType.body.message).toMatch(/^请求参数错误/);
    // An unknown key is dropped (DESIGN §4: tolerant in shape), never an error.
    const unknownField = await t.call('/api/website/info', { surprise: 1 });
    expect(unknownField.body.code).toBe(0);
  });

  it('never answers malformed JSON with a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/info',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error_code: 'PARAMETER_ERROR' });
  });

  it('answers the customer-service setting with a socket address on this host', async () => {
    const data = site.servicerConfigSchema.parse(ok(await t.call('/api/config/servicer')));
    expect(data.type).toBe('system');
    expect(data.socket_url).toMatch(/^ws:\/\/.+\/ws$/);
  });

  it('pages friendly links and navigation, with navigation titles in the request language', async () => {
    const links = site.friendlyLinkPageSchema.parse(
      ok(await t.call('/api/pc/friendlyLink', { page: 1, page_size: 3 })),
    );
    expect(links.list).toHaveLength(3);
    expect(links.page_count).toBe(Math.ceil(links.count / 3));
    const en = site.navPageSchema.parse(ok(await t.call('/api/pc/navList', { lang: 'en-us' })));
    const zh = site.navPageSchema.parse(ok(await t.call('/api/pc/navList', { lang: 'zh-cn' })));
    expect(en.list.length).toBeGreaterThanOrEqual(6);
    const navUrl = (n: site.NavItem) => fromJsonText(n.nav_url, { url: '' }).url;
    expect(navUrl(en.list[0]!)).toBe(navUrl(zh.list[0]!));
    expect(zh.list.some((n) => /[\u4e00-\u9fff]/.test(n.nav_title))).toBe(true);
    const bad = await t.call('/api/pc/navList', { page: 0 });
    expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  });

  it('answers the server default language, the category panel config and the float layer', async () => {
    expect(ok(await t.call('/api/Multilang/getNLangVal'))).toEqual({
      lang: 'en-us',
      langs: ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'],
    });
    const cfg = site.categoryConfigSchema.parse(ok(await t.call('/pc/api/pc/categoryconfig')));
    expect([1, 2, 3]).toContain(cfg.category);
    const layer = site.floatLayerSchema.parse(ok(await t.call('/api/pc/floatLayer')));
    expect(layer.is_show).toBe(1);
  });

  it('answers plugin flags from configuration', async () => {
    const flags = site.addonFlagsSchema.parse(ok(await t.call('/api/addon/addonisexit')));
    expect(flags.coupon).toBe(1);
    expect(flags.seckill).toBe(1);
    expect(flags.live).toBe(0);
    expect(flags.egg).toBe(0);
  });

  it('accepts GET for reads and answers an unknown call with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/website/info?lang=ko-kr' });
    expect(res.json()).toMatchObject({ code: 0, message: '처리되었습니다' });
    const missing = await t.call('/api/no/such');
    expect(outcomeOf(missing)).toBe('HTTP 404');
    expect(missing.body.error_code).toBe('NOT_FOUND');
  });
});
