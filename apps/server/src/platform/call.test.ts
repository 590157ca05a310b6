import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const OVER_INT4 = 2_147_483_648;

/** Issue 13: malformed requests the probe answered with a 500, and lenient reads of numbers. */
describe('malformed input is a PARAMETER_ERROR, never a 500', () => {
  it.each([
    ['/api/goodssku/page', { keyword: NUL }],
    ['/api/shop/page', { keyword: NUL }],
    ['/api/notice/page', { receiving_type: NUL }],
    ['/api/adv/detail', { keyword: NUL }],
    ['/api/helpclass/lists', { site_id: NUL }],
    ['/api/demo/outbox', { to: NUL }],
    ['/api/helpclass/lists', { site_id: OVER_INT4 }],
    ['/api/goodssku/recommend', { sku_id: OVER_INT4 }],
    ['/api/goodssku/detail', { sku_id: String(OVER_INT4) }],
  ])('%s %j', async (path, body) => {
    expect(outcomeOf(await t.call(path, body))).toBe('PARAMETER_ERROR');
  });

  // These calls take no site_id: an unknown key is dropped (DESIGN §4: tolerant in shape), whatever it holds.
  it.each([
    ['/api/website/info', { site_id: OVER_INT4 }],
    ['/api/pc/floors', { site_id: OVER_INT4 }],
  ])('%s %j: an unknown key is dropped, not a 500', async (path, body) => {
    expect(outcomeOf(await t.call(path, body))).toBe('OK');
  });

  it.each([
    ['/api/website/info'],
    ['/api/pc/floors'],
    ['/api/pc/getIndexFloor'],
    ['/api/goodssku/recommend'],
  ])('%s: a website_id beyond int4 is ignored like any malformed common field', async (path) => {
    expect(outcomeOf(await t.call(path, { website_id: OVER_INT4 }))).toBe('OK');
    expect(outcomeOf(await t.call(path, { website_id: true, lang: 'ko-kr' }))).toBe('OK');
  });

  it.each([
    ['/api/goodssku/detail', { sku_id: true }],
    ['/api/goodssku/detail', { sku_id: '0x1' }],
    ['/api/goodssku/detail', { sku_id: '1e3' }],
    ['/api/goodscategory/tree', { level: true }],
    ['/api/pc/friendlyLink', { page: '0x1' }],
    ['/api/shop/hot', { limit: [5] }],
  ])('%s %j is refused, not read as a number', async (path, body) => {
    expect(outcomeOf(await t.call(path, body))).toBe('PARAMETER_ERROR');
  });

  it('a NUL in the token, in an unknown field or in a key is refused before any lookup', async () => {
    for (const body of [{ token: NUL }, { surprise: NUL }, { [NUL]: 1 }]) {
      expect(outcomeOf(await t.call('/api/member/detail', body))).toBe('PARAMETER_ERROR');
    }
  });

  it('prototype keys, deep nesting and huge bodies are refused', async () => {
    const raw = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/goodssku/detail',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      '{"sku_id":1,"__proto__":{"polluted":1}}',
      '{"sku_id":1,"constructor":{"prototype":{"polluted":1}}}',
      `{"sku_id":1,"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      JSON.stringify({
        sku_id: 1,
        ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
      }),
    ]) {
      const res = await raw(payload);
      expect(res.statusCode, payload.slice(0, 40)).toBe(200);
      expect(res.json().error_code).toBe('PARAMETER_ERROR');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The query parser keeps `__proto__[x]` as a plain key of its own: an unknown key, dropped, polluting nothing.
    const query = await t.app.inject({ method: 'GET', url: '/api/goodssku/detail?sku_id=1&__proto__[x]=1' });
    expect(query.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
