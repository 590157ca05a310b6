import { cms, pagedSchema } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
