import { site } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { accepted, clientParse, replayer, type Replay } from './replay.ts';

// Requests copied from the original PC client (zl136194343/meurl addon/pc/source/os/src): layout/basic.vue,
// layout/components/NsHeader.vue, views/index/_index/index.js, views/auth/login/login.js, views/cms/**,
// views/goods/coupon.vue.
let t: TestApp;
let guest: Replay;
beforeAll(async () => {
  t = await createTestApp();
  guest = replayer(t);
});
afterAll(() => t.close());

describe('the chrome and the home page', () => {
  it('navList: nav_url is JSON text whose url the header navigates to', async () => {
    const page = accepted(await guest('/api/pc/navList', {}));
    expect(page.list.length).toBeGreaterThan(0);
    for (const item of page.list) expect(typeof clientParse(item.nav_url).url).toBe('string');
    expect(clientParse(page.list[0].nav_url).url).toMatch(/^\//);
    site.navPageSchema.parse(page);
  });

  it('adv/detail: adv_url is JSON text of a link, for every position the pages ask for', async () => {
    for (const keyword of ['NS_PC_INDEX_TOP', 'NS_PC_INDEX', 'NS_PC_LOGIN', 'NS_PC_BRAND', 'NS_PC_COUPON']) {
      const adv = site.advDetailSchema.parse(accepted(await guest('/api/adv/detail', { keyword })));
      for (const a of adv.adv_list) expect(clientParse(a.adv_url)).toHaveProperty('url');
    }
  });

  it('floatLayer: url is JSON text of the pop-up link', async () => {
    const layer = accepted(await guest('/api/pc/floatLayer', {}));
    expect(clientParse(layer.url)).toHaveProperty('url');
    expect(['0', '1']).toContain(layer.number);
  });

  it('wapqrcode: path.h5.img is a picture path the header puts its image domain in front of', async () => {
    const qr = accepted(await guest('/api/website/wapqrcode', {}));
    expect(qr.path.h5.img).toMatch(/^upload\/qrcode\/\w+\.png$/);
  });

  it('coupon block and coupon centre: activeName and site_id 0 ride along', async () => {
    const platform = accepted(
      await guest('/platformcoupon/api/platformcoupon/typepagelists', { activeName: 'second', site_id: 0 }),
    );
    expect(platform.list.length).toBeGreaterThan(0);
    const shop = accepted(
      await guest('/coupon/api/coupon/typepagelists', { page: 1, page_size: 9, activeName: 'first' }),
    );
    expect(shop.list.length).toBeGreaterThan(0);
    // coupon.vue shows money when discount is '0.00' or empty, else the 折.
    for (const c of shop.list as { type: string; discount: string }[])
      expect(c.type === 'reward' ? c.discount === '0.00' : Number(c.discount) > 0).toBe(true);
  });

  it('coupon centre: collecting sends site_id and activeName along', async () => {
    const token = await t.loginAs('bob');
    const bob = replayer(t, token);
    const shop = accepted(
      await bob('/coupon/api/coupon/typepagelists', { page: 1, page_size: 9, activeName: 'first' }),
    );
    const type = shop.list.find((c: { fetch_state: number }) => c.fetch_state === 0);
    const got = await bob('/coupon/api/coupon/receive', {
      site_id: type.site_id,
      activeName: 'first',
      coupon_type_id: type.coupon_type_id,
    });
    expect([0, 1]).toContain(accepted(got).is_exist);
    const platform = accepted(
      await bob('/platformcoupon/api/platformcoupon/typepagelists', { activeName: 'second' }),
    );
    const ptype = platform.list.find((c: { fetch_state: number }) => c.fetch_state === 0);
    const pgot = await bob('/platformcoupon/api/platformcoupon/receive', {
      site_id: undefined,
      activeName: 'second',
      platformcoupon_type_id: ptype.platformcoupon_type_id,
    });
    expect([0, 1]).toContain(accepted(pgot).is_exist);
  });
});

describe('login through its own form', () => {
  it('captcha_id "" issues a captcha, and the login form posts it back', async () => {
    const captcha = accepted(await guest('/api/captcha/captcha', { captcha_id: '' }));
    expect(captcha.id).toMatch(/^[\w-]{16,64}$/);
    expect(captcha.img).toMatch(/^data:image\//);
    const { code } = accepted(await guest('/api/demo/captcha', { captcha_id: captcha.id }));
    const login = await guest('/api/login/login', {
      username: 'demo',
      password: 'Demo@12345',
      captcha_id: captcha.id,
      captcha_code: code,
    });
    expect(accepted(login).token).toEqual(expect.any(String));
    // A refresh of the picture sends the id it had.
    const again = accepted(await guest('/api/captcha/captcha', { captcha_id: captcha.id }));
    expect(again.id).not.toBe(captcha.id);
  });
});

describe('help centre and notices', () => {
  it('helpclass/lists with app_module admin answers the platform help classes', async () => {
    const classes = accepted(await guest('/api/helpclass/lists', { app_module: 'admin' }));
    expect(classes.length).toBeGreaterThan(0);
    expect(classes[0]).toMatchObject({ class_id: expect.any(Number), class_name: expect.any(String) });
    const list = accepted(await guest('/api/help/page', { class_id: classes[0].class_id }));
    expect(list.list[0]).toMatchObject({ title: expect.any(String), create_time: expect.any(Number) });
  });

  it('notice/page with receiving_type web', async () => {
    const page = accepted(await guest('/api/notice/page', { page: 1, page_size: 10, receiving_type: 'web' }));
    expect(page.list[0]).toMatchObject({ title: expect.any(String), create_time: expect.any(Number) });
  });
});

describe('calls of features this mall does not offer', () => {
  // The original's client also knows plugins outside the PC scope (group-up pintuan, presale): those paths are
  // unknown (HTTP 404), but the envelope still speaks the browser's language.
  it('an unknown path answers the NOT_FOUND envelope in the language of Accept-Language', async () => {
    for (const [url, payload] of [
      ['/pintuan/api/goods/page', { page: '1' }],
      ['/presale/api/goods/page', {}],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': 'zh-CN,zh;q=0.9', 'x-requested-with': 'XMLHttpRequest' },
        payload: { app_type: 'pc', app_type_name: '电脑端', ...payload },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: -10404,
        error_code: 'NOT_FOUND',
        message: `接口不存在：${url}`,
      });
    }
  });

  it('the combo and flash-sale calls the goods and home pages make now answer in the envelope', async () => {
    for (const url of ['/bundling/api/bundling/lists', '/seckill/api/seckill/lists']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
        payload: { app_type: 'pc', sku_id: '10' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0 });
    }
  });
});
