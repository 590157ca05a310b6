import { cms, pagedSchema } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScript } from '../../test/scripts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE = `<p onmouseover="x()">Body<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>
  <a href="javascript:alert(1)">bad</a><img src="/upload/a.png" onerror="alert(1)"><style>p{}</style>`;

describe('notice detail', () => {
  it('answers a notice with its body, title in the request language', async () => {
    const [first] = pagedSchema(cms.noticeItemSchema).parse(
      (await t.call('/api/notice/page', { page: 1, page_size: 1 })).body.data,
    ).list;
    const en = cms.noticeDetailSchema.parse((await t.call('/api/notice/info', { id: first!.id })).body.data);
    expect(en.title).toBe(first!.title);
    expect(en.content.length).toBeGreaterThan(20);
    const ko = cms.noticeDetailSchema.parse(
      (await t.call('/api/notice/info', { id: first!.id, lang: 'ko-kr' })).body.data,
    );
    expectScript(ko.title, 'hangul');
  });

  it('cleans the body: no scripts, frames, styles, handlers or javascript links', async () => {
    await t.database.db.execute(`update notice set content = '${HOSTILE.replace(/'/g, "''")}' where id = 1`);
    const { content } = (await t.call('/api/notice/info', { id: 1 })).body.data;
    expect(content).not.toMatch(/script|iframe|style|onmouseover|onerror|javascript/i);
    expect(content).toContain('<p>Body</p>');
    expect(content).toContain('<img src="/upload/a.png" />');
  });

  it('answers not found for unknown or shop notices and bad input for bad ids', async () => {
    expect((await t.call('/api/notice/info', { id: 99_999 })).body.error_code).toBe('NOT_FOUND');
    await t.database.db.execute('update notice set site_id = 3 where id = 2');
    expect((await t.call('/api/notice/info', { id: 2 })).body.error_code).toBe('NOT_FOUND');
    for (const id of ['1 or 1=1', [1], 0, -1, null]) {
      expect((await t.call('/api/notice/info', { id })).body.error_code).toBe('PARAMETER_ERROR');
    }
  });
});

describe('help articles', () => {
  it('pages the articles of one class and of all classes', async () => {
    const classes = cms.helpClassListSchema.parse((await t.call('/api/helpclass/lists')).body.data);
    const target = classes[1]!;
    const one = pagedSchema(cms.helpItemSchema).parse(
      (await t.call('/api/help/page', { class_id: target.class_id, page: 1, page_size: 50 })).body.data,
    );
    expect(one.list.map((h) => h.id)).toEqual(target.child_list.map((c) => c.id));
    expect(one.list.every((h) => h.class_name === target.class_name)).toBe(true);
    const all = pagedSchema(cms.helpItemSchema).parse(
      (await t.call('/api/help/page', { page: 1, page_size: 5 })).body.data,
    );
    expect(all.count).toBe(classes.reduce((n, c) => n + c.child_list.length, 0));
    expect(all.list).toHaveLength(5);
    const none = (await t.call('/api/help/page', { class_id: 99_999 })).body.data;
    expect(none).toEqual({ count: 0, page_count: 0, list: [] });
  });

  it('answers an article with its class, in the request language, body cleaned', async () => {
    const [cls] = cms.helpClassListSchema.parse((await t.call('/api/helpclass/lists')).body.data);
    const id = cls!.child_list[0]!.id;
    await t.database.db.execute(
      `update help set content = '${HOSTILE.replace(/'/g, "''")}' where id = ${id}`,
    );
    const zh = cms.helpDetailSchema.parse((await t.call('/api/help/info', { id, lang: 'zh-cn' })).body.data);
    expectScript(zh.title, 'cjk');
    expectScript(zh.class_name, 'cjk');
    expect(zh.class_id).toBe(cls!.class_id);
    expect(zh.content).not.toMatch(/script|iframe|onerror|javascript/i);
    expect((await t.call('/api/help/info', { id: 99_999 })).body.error_code).toBe('NOT_FOUND');
    expect((await t.call('/api/help/info', { id: 'abc' })).body.error_code).toBe('PARAMETER_ERROR');
    expect((await t.call('/api/help/page', { class_id: [1] })).body.error_code).toBe('PARAMETER_ERROR');
  });
});
