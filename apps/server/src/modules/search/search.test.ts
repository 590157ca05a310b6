import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('search words', () => {
  it('answers hot words as a comma list and a default word', async () => {
    const hot = (await t.call('/api/pc/hotSearchWords')).body.data;
    expect(hot.words.split(',').length).toBeGreaterThanOrEqual(3);
    const def = (await t.call('/api/pc/defaultSearchWords')).body.data;
    expect(def.words.length).toBeGreaterThan(0);
  });

  it('answers empty words when the platform has none configured', async () => {
    await t.database.db.execute(`delete from config where config_key = 'PC_HOT_SEARCH_WORDS'`);
    expect((await t.call('/api/pc/hotSearchWords')).body.data).toEqual({ words: '' });
  });
});
