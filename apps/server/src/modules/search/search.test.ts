import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectScript, LANG_SCRIPTS } from '../../test/scripts.ts';
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

  it('answers the words in the request language, as {words} only', async () => {
    for (const path of ['/api/pc/hotSearchWords', '/api/pc/defaultSearchWords'])
      for (const [lang, script] of LANG_SCRIPTS) {
        const data = (await t.call(path, { lang })).body.data;
        expect(Object.keys(data)).toEqual(['words']);
        for (const word of data.words.split(',')) expectScript(word, script);
      }
    const hotRu = (await t.call('/api/pc/hotSearchWords', { lang: 'ru' })).body.data.words.split(',');
    expect(hotRu.length).toBe((await t.call('/api/pc/hotSearchWords')).body.data.words.split(',').length);
  });

  it('falls back to the base words where a translation is missing or malformed', async () => {
    const en = (await t.call('/api/pc/defaultSearchWords', { lang: 'en-us' })).body.data;
    await t.database.db.execute(
      `update config set value = jsonb_set(value, '{i18n}', '{}') where config_key = 'PC_DEFAULT_SEARCH_WORDS'`,
    );
    expect((await t.call('/api/pc/defaultSearchWords', { lang: 'zh-cn' })).body.data).toEqual(en);
    await t.database.db.execute(
      `update config set value = jsonb_set(value, '{i18n}', '"oops"') where config_key = 'PC_DEFAULT_SEARCH_WORDS'`,
    );
    expect((await t.call('/api/pc/defaultSearchWords', { lang: 'ko-kr' })).body.data).toEqual(en);
  });

  it('answers empty words when the platform has none configured', async () => {
    await t.database.db.execute(`delete from config where config_key = 'PC_HOT_SEARCH_WORDS'`);
    expect((await t.call('/api/pc/hotSearchWords')).body.data).toEqual({ words: '' });
  });
});
