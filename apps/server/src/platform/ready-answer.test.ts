import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let site: FastifyInstance;
let dir: string;
const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};`;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-weight-'));
  fs.mkdirSync(path.join(dir, 'dist/assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><html lang="en"><body></body></html>');
  // As the build leaves them (scripts/vite-precompress.ts): the file with its .br and .gz beside it.
  const asset = path.join(dir, 'dist/assets/app-1a2b.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    STOREFRONT_DIST: path.join(dir, 'dist'),
    DEFAULT_LANG: 'zh-cn',
  });
  site = await buildApp({ config, db: t.database.db, limits: t.limits }, { serveStatic: true });
});
afterAll(async () => {
  await site.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const floors = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/pc/floors', payload: {}, headers });

describe('cached reads from ready bytes', () => {
  it('answers the floors compressed as asked, the same data each way, with an ETag', async () => {
    const plain = await floors();
    const br = await floors({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await floors({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const data = (body: Buffer) => (JSON.parse(body.toString()) as { data: unknown }).data;
    expect(data(zlib.brotliDecompressSync(br.rawPayload))).toEqual(data(plain.rawPayload));
    expect(data(zlib.gunzipSync(gz.rawPayload))).toEqual(data(plain.rawPayload));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 without a body to a client that holds the answer, and in full otherwise', async () => {
    const first = await floors();
    const again = await floors({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await floors({ 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().code).toBe(0);
  });

  it('tags each language apart (the envelope message is in the asked language)', async () => {
    const en = await floors({ 'accept-language': 'en-us' });
    const zh = await t.app.inject({ method: 'POST', url: '/api/pc/floors', payload: { lang: 'zh-cn' } });
    expect(zh.json().message).not.toBe(en.json().message);
    expect(zh.headers.etag).not.toBe(en.headers.etag);
  });
});

describe('compression of other answers and static files', () => {
  it('compresses a large uncached JSON answer when the client accepts it', async () => {
    const res = await site.inject({
      method: 'POST',
      url: '/api/goodssku/page',
      payload: { page: 1, page_size: 20 },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).code).toBe(0);
  });

  it('sends a built script as its prepared .br or .gz, cached for a year', async () => {
    const br = await site.inject({ url: '/web/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await site.inject({ url: '/web/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await site.inject({ url: '/web/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves the page in the mall's default language before any script runs", async () => {
    const res = await site.inject({ url: '/web/index' });
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
