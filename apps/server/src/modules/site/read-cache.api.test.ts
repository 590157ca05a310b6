import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE_TTL_MS: '60000' });
});
afterAll(() => t.close());

describe('cached site reads', () => {
  it('keep one answer per language', async () => {
    const en = (await t.call('/api/goodscategory/tree', { lang: 'en-us' })).body.data;
    const ko = (await t.call('/api/goodscategory/tree', { lang: 'ko-kr' })).body.data;
    expect(ko[0].category_name).not.toBe(en[0].category_name);
    expect((await t.call('/api/goodscategory/tree', { lang: 'en-us' })).body.data).toEqual(en);
    const floorsRu = (await t.call('/api/pc/floors', { lang: 'ru' })).body.data;
    const floorsEn = (await t.call('/api/pc/floors', { lang: 'en-us' })).body.data;
    expect(floorsRu[0].title).not.toBe(floorsEn[0].title);
  });

  it('keep one answer per city sub-site', async () => {
    await t.database.db.execute(`update website set title = 'Nova Mall Beijing' where website_id = 1`);
    const main = (await t.call('/api/website/info')).body.data;
    const city = (await t.call('/api/website/info', { website_id: 1 })).body.data;
    expect(city.site_name).toBe('Nova Mall Beijing');
    expect(main.site_name).not.toBe(city.site_name);
  });
});
