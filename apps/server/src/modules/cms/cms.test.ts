import { cms, pagedSchema } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScript, LANG_SCRIPTS } from '../../test/scripts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('help and notices', () => {
  it('answers help classes with their article titles', async () => {
    const list = cms.helpClassListSchema.parse((await t.call('/api/helpclass/lists')).body.data);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const c of list) expect(c.child_list.length).toBeGreaterThanOrEqual(4);
  });

  it('answers class names and article titles in the request language, falling back to the base text', async () => {
    const classes = async (lang: string) =>
      cms.helpClassListSchema.parse((await t.call('/api/helpclass/lists', { lang })).body.data);
    const en = await classes('en-us');
    for (const [lang, script] of LANG_SCRIPTS) {
      const list = await classes(lang);
      expect(list.map((c) => c.child_list.map((a) => a.id))).toEqual(
        en.map((c) => c.child_list.map((a) => a.id)),
      );
      for (const c of list) {
        expectScript(c.class_name, script);
        for (const a of c.child_list) expectScript(a.title, script);
      }
    }
    const [first] = en;
    const article = first!.child_list[0]!;
    await t.database.db.execute(`update help_class set i18n = '{}' where class_id = ${first!.class_id}`);
    await t.database.db.execute(`update help set i18n = '{}' where id = ${article.id}`);
    const [ru] = await classes('ru');
    expect(ru!.class_name).toBe(first!.class_name);
    expect(ru!.child_list[0]!.title).toBe(article.title);
    expectScript(ru!.child_list[1]!.title, 'cyrillic');
  });

  it('answers notice titles in the request language, falling back to the base text', async () => {
    const notices = async (lang: string) =>
      pagedSchema(cms.noticeItemSchema).parse(
        (await t.call('/api/notice/page', { page: 1, page_size: 50, lang })).body.data,
      ).list;
    const en = await notices('en-us');
    for (const [lang, script] of LANG_SCRIPTS) {
      const list = await notices(lang);
      expect(list.map((n) => n.id)).toEqual(en.map((n) => n.id));
      for (const n of list) expectScript(n.title, script);
    }
    await t.database.db.execute(`update notice set i18n = '{}' where id = ${en[0]!.id}`);
    const zh = await notices('zh-cn');
    expect(zh[0]!.title).toBe(en[0]!.title);
    expectScript(zh[1]!.title, 'cjk');
  });

  it('pages notices with pinned ones first, newest next', async () => {
    const page = pagedSchema(cms.noticeItemSchema).parse(
      (await t.call('/api/notice/page', { page: 1, page_size: 20 })).body.data,
    );
    expect(page.count).toBeGreaterThanOrEqual(10);
    const firstUnpinned = page.list.findIndex((n) => n.is_top === 0);
    expect(page.list.slice(firstUnpinned).every((n) => n.is_top === 0)).toBe(true);
    const unpinned = page.list.slice(firstUnpinned);
    for (let i = 1; i < unpinned.length; i++)
      expect(unpinned[i - 1]!.create_time).toBeGreaterThanOrEqual(unpinned[i]!.create_time);
  });

  it('rejects a page size over the limit', async () => {
    expect((await t.call('/api/notice/page', { page_size: 500 })).body.error_code).toBe('PARAMETER_ERROR');
  });
});
