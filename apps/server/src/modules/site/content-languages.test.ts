import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Content the platform and the shops write for shoppers (issue 14 item 4): a zh-cn request gets the zh-cn
 * text the demo data holds, and a ko-kr request whose translation was removed falls back to the base text.
 */

let t: TestApp;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  bob = await t.loginAs('bob');
});
afterAll(() => t.close());

const data = async (path: string, body: Record<string, unknown>) => {
  const r = await t.call(path, body);
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data;
};
/** Drops one language's translations of a table's rows, as an operator who never wrote them. */
const forgetKorean = (table: string) => t.database.db.execute(`update ${table} set i18n = i18n - 'ko-kr'`);

describe('content in the shopper language', () => {
  it('brands: name and description on the brand page', async () => {
    const page = (lang: string) => data('/api/goodsbrand/page', { page_size: 100, lang });
    const [zh, en] = [await page('zh-cn'), await page('en-us')];
    const at = (list: { brand_name: string }[], i: number) => list[i]!.brand_name;
    const lumora = en.list.findIndex((b: { brand_name: string }) => b.brand_name === 'Lumora');
    expect(at(zh.list, lumora)).toBe('露莫拉');
    expect(zh.list[lumora].brand_desc).toContain('深圳');
    expect(at((await page('ko-kr')).list, lumora)).toBe('루모라');
    await forgetKorean('goods_brand');
    expect(at((await page('ko-kr')).list, lumora)).toBe('Lumora');
  });

  it('member levels: the list and the member own level name', async () => {
    const levels = (lang: string) => data('/api/memberlevel/lists', { lang });
    const zh = await levels('zh-cn');
    expect(zh.map((l: { level_name: string }) => l.level_name)).toEqual([
      '普通会员',
      '白银会员',
      '黄金会员',
      '铂金会员',
    ]);
    expect(zh[1].remark).toContain('98折');
    const own = await data('/api/member/detail', { token: bob, lang: 'ru' });
    const stored = await t.database.db.execute(
      `select l.i18n->'ru'->>'level_name' as ru from member m join member_level l on l.level_id = m.member_level where m.username = 'bob'`,
    );
    expect(own.member_level_name).toBe((stored as unknown as { rows: { ru: string }[] }).rows[0]!.ru);
    await forgetKorean('member_level');
    expect((await levels('ko-kr'))[1].level_name).toBe('Silver');
  });

  it('top-up packages', async () => {
    const names = async (lang: string) =>
      (await data('/memberrecharge/api/memberrecharge/page', { page_size: 20, lang })).list.map(
        (p: { recharge_name: string }) => p.recharge_name,
      );
    expect(await names('zh-cn')).toContain('入门充值套餐');
    expect(await names('ru')).toContain('Стартовое пополнение');
    await forgetKorean('member_recharge');
    expect(await names('ko-kr')).toContain('Starter top-up');
  });

  it('combo packages and topic events', async () => {
    const combo = (lang: string) => data('/bundling/api/bundling/detail', { bl_id: 1, lang });
    expect((await combo('zh-cn')).bl_name).toBe('日常两件套');
    const topic = (lang: string) => data('/topic/api/topic/info', { topic_id: 1, lang });
    expect((await topic('zh-cn')).topic_name).toBe('冬季暖心周');
    expect((await topic('ru')).remark).toContain('магазина');
    await forgetKorean('promotion_bundling');
    await forgetKorean('promotion_topic');
    expect((await combo('ko-kr')).bl_name).toBe('Everyday pair');
    expect((await topic('ko-kr')).topic_name).toBe('Winter warm-up week');
  });

  it('spend-more-save-more offers, including one a shop wrote in Korean', async () => {
    const offers = await t.database.db.execute(
      `select manjian_id, site_id from promotion_manjian order by 1`,
    );
    const [own, korean] = (offers as unknown as { rows: { site_id: number }[] }).rows;
    const info = (siteId: number, lang: string) =>
      data('/manjian/api/manjian/info', { site_id: siteId, lang });
    expect((await info(own!.site_id, 'zh-cn')).manjian_name).toBe('满额立减');
    expect((await info(korean!.site_id, 'en-us')).manjian_name).toBe('Selected skincare: $3 off $30 or more');
    await forgetKorean('promotion_manjian');
    expect((await info(own!.site_id, 'ko-kr')).manjian_name).toBe('Spend more, save more');
  });

  it('advert pictures and their alt text', async () => {
    const carousel = (lang: string) => data('/api/adv/detail', { keyword: 'NS_PC_INDEX', lang });
    const [en, zh] = [await carousel('en-us'), await carousel('zh-cn')];
    expect(zh.adv_list[0].adv_title).toBe('秋季数码节');
    expect(zh.adv_list[0].adv_image).not.toBe(en.adv_list[0].adv_image);
    expect(zh.adv_list[0].adv_image).toMatch(/-zh-cn\.jpg$/);
    await t.database.db.execute(`update adv set i18n = i18n - 'ko-kr'`);
    const ko = await carousel('ko-kr');
    expect(ko.adv_list[0].adv_image).toBe(en.adv_list[0].adv_image);
    expect(ko.adv_list[0].adv_title).toBe(en.adv_list[0].adv_title);
  });

  it('home floor pictures, the home pop-up and the footer copyright', async () => {
    type Floor = { title: string; value: Record<string, { type: string; value: { url: string } }> };
    const floors = (lang: string) => data('/api/pc/floors', { lang }) as Promise<Floor[]>;
    const [en, zh, ru] = [await floors('en-us'), await floors('zh-cn'), await floors('ru')];
    // Every floor picture has the words of the floor's language drawn on it; English keeps the base picture.
    const pictures = (list: Floor[]) =>
      list.flatMap((f) => Object.values(f.value).filter((s) => s.type === 'img')).map((s) => s.value.url);
    expect(pictures(en).length).toBeGreaterThan(0);
    expect(pictures(en).every((u) => /\/floor\/\d+-(left|bottom)\.jpg$/.test(u))).toBe(true);
    expect(pictures(zh).every((u) => u.endsWith('-zh-cn.jpg'))).toBe(true);
    expect(pictures(ru).every((u) => u.endsWith('-ru.jpg'))).toBe(true);
    expect(zh[0]!.title).toBe('手机数码');

    const popUp = (lang: string) => data('/api/pc/floatLayer', { lang });
    expect(await popUp('zh-cn')).toMatchObject({ title: '限时秒杀：低至5折', is_show: 1 });
    expect((await popUp('zh-cn')).img_url).toMatch(/float-layer-zh-cn\.jpg$/);
    expect((await popUp('ru')).title).toBe('Флеш-распродажа: скидки до 50%');
    const english = await popUp('en-us');
    expect(english.img_url).toMatch(/float-layer\.jpg$/);

    const copyright = (lang: string) => data('/api/config/copyright', { lang });
    expect((await copyright('ru')).copyright_desc).toBe('© 2026 Nova Mall. Все права защищены.');
    expect((await copyright('zh-cn')).company_name).toBe('Nova Mall科技有限公司');
    // The record number is one in every language.
    expect((await copyright('ru')).icp).toBe((await copyright('en-us')).icp);

    await t.database.db.execute(
      `update config set value = value #- '{i18n,ko-kr}' where config_key in ('PC_FLOAT_LAYER', 'COPYRIGHT')`,
    );
    expect(await popUp('ko-kr')).toMatchObject({ title: english.title, img_url: english.img_url });
    expect((await copyright('ko-kr')).copyright_desc).toBe('© 2026 Nova Mall. All rights reserved.');
  });

  it('the registration agreement and the after-sales guarantee: title and body', async () => {
    const agreement = (lang: string) => data('/api/register/aggrement', { lang });
    const zh = await agreement('zh-cn');
    expect(zh.title).toBe('Nova Mall服务协议');
    expect(zh.content).toContain('<h3>1. 关于本协议</h3>');
    expect((await agreement('ru')).content).toContain('Ваш аккаунт');
    expect((await data('/api/goods/aftersale', { lang: 'zh-tw' })).title).toBe('售後保障');
    await t.database.db.execute(
      `update config set value = value #- '{i18n,ko-kr}' where config_key in ('REGISTER_AGREEMENT', 'GOODS_AFTER_SALE')`,
    );
    expect((await agreement('ko-kr')).title).toBe('Nova Mall Service Agreement');
    expect((await data('/api/goods/aftersale', { lang: 'ko-kr' })).title).toBe('After-sales guarantee');
  });
});
