import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The operator writes the translations a shopper then reads (issue 14 item 4): brands, levels, top-up
 * packages, adverts (a picture per language) and the platform documents.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const operator = async (path: string, body: Record<string, unknown> = {}) => {
  const r = await t.call(path, { token: admin, ...body });
  expect(r.body.code, r.body.message).toBe(0);
  return r.body.data;
};
const shopper = async (path: string, body: Record<string, unknown>) => (await t.call(path, body)).body.data;

describe('the operator edits content per language', () => {
  it('brand, level and top-up package translations reach the storefront', async () => {
    const [brand] = (await operator('/operator/api/brand/lists', { page_size: 1 })).list;
    await operator('/operator/api/brand/save', {
      ...brand,
      i18n: { ...brand.i18n, 'ko-kr': { brand_name: '새 이름' } },
    });
    const brands = await shopper('/api/goodsbrand/page', { page_size: 100, lang: 'ko-kr' });
    expect(brands.list.map((b: { brand_name: string }) => b.brand_name)).toContain('새 이름');

    const [level] = await operator('/operator/api/memberlevel/lists');
    await operator('/operator/api/memberlevel/save', { ...level, i18n: { ru: { level_name: 'Новичок' } } });
    expect((await shopper('/api/memberlevel/lists', { lang: 'ru' }))[0].level_name).toBe('Новичок');
    // A language the operator left out falls back to the base name.
    expect((await shopper('/api/memberlevel/lists', { lang: 'zh-cn' }))[0].level_name).toBe(level.level_name);

    const [pkg] = (await operator('/operator/api/recharge/lists', { page_size: 1 })).list;
    await operator('/operator/api/recharge/save', { ...pkg, i18n: { 'zh-tw': { recharge_name: '新方案' } } });
    const info = await shopper('/memberrecharge/api/memberrecharge/info', {
      recharge_id: pkg.recharge_id,
      lang: 'zh-tw',
    });
    expect(info.recharge_name).toBe('新方案');
  });

  it('an advert gets its own picture and alt text in one language', async () => {
    const adverts = await operator('/operator/api/adv/lists');
    const slide = adverts.find((a: { keyword: string }) => a.keyword === 'NS_PC_INDEX');
    expect(slide.i18n['zh-cn'].adv_image).toMatch(/-zh-cn\.jpg$/);
    const picture = 'upload/demo/adv/index-2-ru.jpg';
    await operator('/operator/api/adv/save', {
      adv_id: slide.adv_id,
      adv_title: slide.adv_title,
      adv_image: slide.adv_image,
      i18n: { ru: { adv_title: 'Новая витрина', adv_image: picture } },
    });
    const ru = await shopper('/api/adv/detail', { keyword: 'NS_PC_INDEX', lang: 'ru' });
    expect(ru.adv_list[0]).toMatchObject({ adv_title: 'Новая витрина', adv_image: picture });
    const zh = await shopper('/api/adv/detail', { keyword: 'NS_PC_INDEX', lang: 'zh-cn' });
    expect(zh.adv_list[0].adv_image).toBe(slide.adv_image);
    const bad = await t.call('/operator/api/adv/save', {
      token: admin,
      adv_id: slide.adv_id,
      adv_title: 'x',
      adv_image: slide.adv_image,
      i18n: { ru: { adv_image: 'https://elsewhere.example/x.jpg' } },
    });
    expect(bad.body.error_code).toBe('PARAMETER_ERROR');
  });

  it('the agreement is saved per language, its bodies through the rich-text allow-list', async () => {
    const docs = await operator('/operator/api/document/lists');
    const agreement = docs.find((d: { key: string }) => d.key === 'REGISTER_AGREEMENT');
    expect(agreement.i18n['zh-cn'].title).toContain('服务协议');
    await operator('/operator/api/document/save', {
      key: 'REGISTER_AGREEMENT',
      title: agreement.title,
      content: agreement.content,
      i18n: { 'ko-kr': { title: '약관', content: '<p>본문</p><script>alert(1)</script>' } },
    });
    const ko = await shopper('/api/register/aggrement', { lang: 'ko-kr' });
    expect(ko.title).toBe('약관');
    expect(ko.content).toContain('<p>본문</p>');
    expect(ko.content).not.toContain('<script>');
    // The operator removed the zh-cn translation by leaving it out: the base text shows.
    expect((await shopper('/api/register/aggrement', { lang: 'zh-cn' })).title).toBe(agreement.title);
    // Only an operator may write it.
    const member = await t.loginAs('bob');
    const refused = await t.call('/operator/api/document/save', { token: member, key: 'REGISTER_AGREEMENT' });
    expect(refused.body.code).not.toBe(0);
  });
});
