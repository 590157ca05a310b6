import os from 'node:os';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { openDatabase } from '../db/client.ts';
import { solvedCaptcha } from '../modules/account/account-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isDatabaseUnavailable } from './outage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const testConfig = () => parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), READ_CACHE_TTL_MS: '0' });

describe('every answer of a call is HTTP 200 with the envelope (DESIGN §4)', () => {
  it('a refusal carries code, error_code and message over 200', async () => {
    const res = await t.call('/api/goodssku/detail', { sku_id: 99_999_999, lang: 'zh-cn' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -10404, error_code: 'NOT_FOUND', data: null });
    expect(res.body.message).toEqual(expect.any(String));
    const noToken = await t.call('/api/cart/count', {});
    expect(noToken.status).toBe(200);
    expect(noToken.body.error_code).toBe('TOKEN_ERROR');
  });

  it('a business limit is an envelope with Retry-After', async () => {
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/register/mobileCode',
        payload: { mobile: '13912340000', ...(await solvedCaptcha(t)) },
      });
    expect((await send()).json().code).toBe(0);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().error_code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });
});

describe('other statuses only where no call answered', () => {
  it('no such path, or a write call asked by GET: 404 with the envelope', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/no/such', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: '/api/login/logout' })).statusCode).toBe(404);
  });

  it('a body over the limit: 413; a body of a type no call reads: 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/website/info',
      payload: { filler: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error_code).toBe('PARAMETER_ERROR');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/website/info',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error_code).toBe('PARAMETER_ERROR');
  });

  it('the database out of reach: 503 with Retry-After, the envelope, no internals', async () => {
    const pglite = new PGlite();
    const database = await openDatabase({ pglite });
    const app = await buildApp({ config: testConfig(), db: database.db });
    await database.close();
    const res = await app.inject({ method: 'POST', url: '/api/website/info', payload: {} });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error_code: 'SERVICE_UNAVAILABLE', data: null });
    expect(res.body).not.toMatch(/PGlite|closed/);
  });

  it('tells an unreachable database from a failed query through the cause chain', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '22001', message: 'value too long' }))).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });
});

describe('logs', () => {
  it("the request's log line carries the error_code of its answer", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp(
      { config: testConfig(), db: t.database.db },
      { logger: { level: 'info', stream } },
    );
    await app.inject({ method: 'POST', url: '/api/goodssku/detail', payload: { sku_id: 99_999_999 } });
    await app.inject({ method: 'POST', url: '/api/goodssku/detail', payload: { sku_id: true } });
    await app.close();
    const completed = lines.filter((l) => l.msg === 'request completed').map((l) => l.error_code);
    expect(completed).toEqual(['NOT_FOUND', 'PARAMETER_ERROR']);
  });
});
