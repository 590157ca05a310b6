import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { checkoutOne, openCashier } from '../modules/payment/payment-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let site: FastifyInstance;
let dir: string;

/** The mall as it runs: static files served from a storefront build and an upload folder of its own. */
async function servingApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STOREFRONT_DIST: path.join(dir, 'dist'),
    ...env,
  });
  return buildApp({ config, db: t.database.db, limits: t.limits }, { serveStatic: true });
}

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-headers-'));
  fs.mkdirSync(path.join(dir, 'dist/assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'dist/index.html'),
    '<!doctype html><script type="module" src="/web/assets/a.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'dist/assets/a.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dir, 'upload/headimg'), { recursive: true });
  for (const name of ['face.jpg', 'evil.svg', 'page.html', 'notes.txt'])
    fs.writeFileSync(path.join(dir, 'upload/headimg', name), '<svg onload="alert(1)"/>');
  site = await servingApp();
});
afterAll(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  // scripts from the mall's own files only, or none at all (uploads)
  expect(csp, what).toMatch(/script-src 'self'(;|$)|^default-src 'none'(?!.*script-src)/);
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBeTruthy();
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on pages, assets, API answers, refusals, uploads, redirects and 404s', async () => {
    const urls = [
      '/web/index',
      '/web/assets/a.js',
      '/api/website/info',
      '/api/member/detail',
      '/upload/headimg/face.jpg',
      '/',
      '/no/such/page',
      '/upload/headimg/missing.jpg',
    ];
    for (const url of urls) expectSecurityHeaders((await site.inject({ method: 'GET', url })).headers, url);
    const bad = await site.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expectSecurityHeaders(bad.headers, 'malformed JSON');
  });

  it('keep the sandbox cashier from being framed', async () => {
    const token = await t.loginAs('demo');
    const tradeNo = await openCashier(t, token, await checkoutOne(t, token));
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-gateway/cashier/${tradeNo}` });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, 'cashier');
  });

  it('add HSTS only when the public address is https', async () => {
    const secure = await servingApp({ PUBLIC_URL: 'https://shop.example.com' });
    const res = await secure.inject({ method: 'GET', url: '/api/website/info' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await secure.close();
  });
});

describe('uploads', () => {
  it('serve pictures with their checked type, anything else as an attachment that runs nothing', async () => {
    const face = await site.inject({ method: 'GET', url: '/upload/headimg/face.jpg' });
    expect(face.headers['content-type']).toBe('image/jpeg');
    expect(face.headers['content-disposition']).toBeUndefined();
    for (const name of ['evil.svg', 'page.html', 'notes.txt']) {
      const res = await site.inject({ method: 'GET', url: `/upload/headimg/${name}` });
      expect(res.headers['content-type'], name).toBe('application/octet-stream');
      expect(res.headers['content-disposition'], name).toBe('attachment');
      expect(res.headers['content-security-policy'], name).toContain('sandbox');
    }
  });
});
