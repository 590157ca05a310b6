import os from 'node:os';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('demo');
});
afterAll(() => t.close());

describe('session tokens', () => {
  it('are read from the body of a POST and from an Authorization header', async () => {
    expect((await t.call('/api/member/detail', { token })).body.code).toBe(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/member/detail',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().code).toBe(0);
  });

  it('are ignored in a query string (treated as no token)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/member/detail?token=${token}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.json().error_code, method).toBe('TOKEN_ERROR');
    }
    const guest = await t.app.inject({ method: 'GET', url: `/api/goodssku/detail?sku_id=1&token=${token}` });
    expect(guest.json().code).toBe(0);
  });
});

describe('logs', () => {
  it('carry no token, password or code, from the URL, headers or body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), READ_CACHE_TTL_MS: '0' });
    const app = await buildApp(
      { config, db: t.database.db, limits: t.limits },
      { logger: { level: 'trace', stream } },
    );
    await app.inject({ method: 'GET', url: `/api/member/detail?token=${token}&code=123456&lang=en-us` });
    await app.inject({
      method: 'GET',
      url: '/api/member/detail',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: {
        username: 'demo',
        password: 'Secret@98765',
        captcha_id: 'x'.repeat(20),
        captcha_code: 'abcd',
      },
    });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/member/detail?token=[Redacted]&code=[Redacted]&lang=en-us');
    for (const secret of [token, '123456', 'Secret@98765']) expect(text).not.toContain(secret);
  });
});
