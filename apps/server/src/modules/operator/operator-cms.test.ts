import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/${path}`, { token: admin, ...body });

describe('notices', () => {
  it('creates a sanitised notice that the storefront lists and shows; edits and deletes it', async () => {
    const saved = await op('notice/save', {
      title: 'Holiday delivery times',
      content:
        '<p onclick="steal()">Orders ship <b>Monday</b></p><script>alert(1)</script><a href="javascript:x">x</a>',
      is_top: 1,
    });
    expect(outcomeOf(saved)).toBe('OK');
    const id = saved.body.data.id as number;
    expect(saved.body.data.content).toBe('<p>Orders ship <b>Monday</b></p><a>x</a>');
    const page = (await t.call('/api/notice/page', { page_size: 5 })).body.data;
    expect(page.list[0]).toMatchObject({ id, title: 'Holiday delivery times' });
    const info = (await t.call('/api/notice/info', { id })).body.data;
    expect(info.content).toContain('<b>Monday</b>');
    expect(info.content).not.toContain('script');

    await op('notice/save', { id, title: 'Holiday delivery', content: '<p>New</p>', is_top: 0 });
    expect((await t.call('/api/notice/info', { id, lang: 'zh-cn' })).body.data.title).toBe(
      'Holiday delivery',
    );
    const mine = (await op('notice/lists', { search: 'Holiday delivery' })).body.data.list;
    expect(mine.find((n: { id: number }) => n.id === id).content).toBe('<p>New</p>');
    const [audit] = await auditRows(t, '/operator/api/notice/save');
    expect(audit).toMatchObject({ target_type: 'notice' });

    expect(outcomeOf(await op('notice/delete', { id }))).toBe('OK');
    expect(outcomeOf(await t.call('/api/notice/info', { id }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('notice/delete', { id }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('notice/save', { id, title: 'x', content: '' }))).toBe('NOT_FOUND');
    expect(outcomeOf(await op('notice/save', { title: '', content: '' }))).toBe('PARAMETER_ERROR');
  });
});

describe('translations', () => {
  it('a notice speaks the shopper language the operator wrote it in, and an edit keeps what the form sends', async () => {
    const saved = await op('notice/save', {
      title: 'Spring sale',
      content: '<p>All week</p>',
      i18n: {
        'zh-cn': { title: '春季大促', content: '<p>整周<script>x()</script></p>' },
        ru: { title: 'Весенняя распродажа' },
      },
    });
    expect(outcomeOf(saved)).toBe('OK');
    const id = saved.body.data.id as number;
    expect(saved.body.data.i18n['zh-cn']).toEqual({ title: '春季大促', content: '<p>整周</p>' });
    const zh = (await t.call('/api/notice/info', { id, lang: 'zh-cn' })).body.data;
    expect(zh).toMatchObject({ title: '春季大促', content: '<p>整周</p>' });
    const ru = (await t.call('/api/notice/info', { id, lang: 'ru' })).body.data;
    expect(ru).toMatchObject({ title: 'Весенняя распродажа', content: '<p>All week</p>' });

    await op('notice/save', {
      id,
      title: 'Spring sale!',
      content: '<p>All week long</p>',
      i18n: { 'zh-cn': { title: '春季大促！' } },
    });
    expect((await t.call('/api/notice/info', { id, lang: 'zh-cn' })).body.data).toMatchObject({
      title: '春季大促！',
      content: '<p>All week long</p>',
    });
    expect((await t.call('/api/notice/info', { id, lang: 'ru' })).body.data.title).toBe('Spring sale!');
    const cls = (
      await op('helpclass/save', { class_name: 'Payments', i18n: { 'ko-kr': { class_name: '결제' } } })
    ).body.data;
    expect(cls.i18n).toEqual({ 'ko-kr': { class_name: '결제' } });
    const classes = (await op('helpclass/lists')).body.data as { class_id: number; i18n: unknown }[];
    expect(classes.find((c) => c.class_id === cls.class_id)?.i18n).toEqual({
      'ko-kr': { class_name: '결제' },
    });
    expect(outcomeOf(await op('notice/save', { title: 'x', content: '', i18n: 'zh-cn' }))).toBe(
      'PARAMETER_ERROR',
    );
  });
});

describe('help', () => {
  it('classes and articles: written here, shown in the help centre; a class with articles cannot be deleted', async () => {
    const cls = (await op('helpclass/save', { class_name: 'Returns', sort: 99 })).body.data;
    const article = await op('help/save', {
      class_id: cls.class_id,
      title: 'How to return a parcel',
      content: '<h3>Steps</h3><img src="x" onerror="alert(1)">',
    });
    expect(outcomeOf(article)).toBe('OK');
    expect(article.body.data.content).toBe('<h3>Steps</h3><img src="x" />');
    const classes = (await op('helpclass/lists')).body.data;
    expect(classes.find((c: { class_id: number }) => c.class_id === cls.class_id)).toMatchObject({
      class_name: 'Returns',
      article_count: 1,
    });
    const centre = (await t.call('/api/helpclass/lists')).body.data;
    const shown = centre.find((c: { class_id: number }) => c.class_id === cls.class_id);
    expect(shown.child_list.map((h: { title: string }) => h.title)).toEqual(['How to return a parcel']);
    const detail = (await t.call('/api/help/info', { id: article.body.data.id })).body.data;
    expect(detail.content).toContain('<h3>Steps</h3>');

    const refused = await op('helpclass/delete', { class_id: cls.class_id });
    expect(refused.body.error_code).toBe('FAIL');
    expect(refused.body.message).toBe('This help class still has articles: move or delete them first');
    expect((await op('help/lists', { class_id: cls.class_id })).body.data.count).toBe(1);
    expect(outcomeOf(await op('help/delete', { id: article.body.data.id }))).toBe('OK');
    expect(outcomeOf(await op('helpclass/delete', { class_id: cls.class_id }))).toBe('OK');
    expect(outcomeOf(await op('help/save', { class_id: cls.class_id, title: 'x', content: '' }))).toBe(
      'NOT_FOUND',
    );
    expect(
      outcomeOf(
        await op('help/save', { class_id: 1, title: 'x', content: '', link_address: 'javascript:x' }),
      ),
    ).toBe('PARAMETER_ERROR');
  });
});
