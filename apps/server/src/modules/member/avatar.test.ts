import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-avatar-'));
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** Posts a multipart form the way the storefront's upload control does: fields first, then the file. */
async function upload(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const req = new Request('http://mall.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/modifyheadimg',
    headers: { 'content-type': req.headers.get('content-type')! },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 4, background: '#e4393c' } })
    .png()
    .toBuffer();

describe('avatar upload', () => {
  it('re-encodes a picture to a 120×120 JPEG under the upload dir and saves the relative path', async () => {
    const token = await t.loginAs('alice');
    const res = await upload({ token }, { data: await png(640, 480), name: 'me.png', type: 'image/png' });
    expect(res.body.code).toBe(0);
    const headimg: string = res.body.data.headimg;
    expect(headimg).toMatch(/^upload\/headimg\/\d+-[0-9a-f]{16}\.jpg$/);
    const meta = await sharp(path.join(uploadDir, headimg.slice('upload/'.length))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 120 });
    expect((await t.call('/api/member/detail', { token })).body.data.headimg).toBe(headimg);
    // a second upload replaces the file of the first
    const next = await upload({ token }, { data: await png(200, 200), name: 'me2.png', type: 'image/png' });
    expect(fs.existsSync(path.join(uploadDir, headimg.slice('upload/'.length)))).toBe(false);
    expect(next.body.data.headimg).not.toBe(headimg);
  });

  it('refuses a script renamed .png, a missing file and a file over 2 MB', async () => {
    const token = await t.loginAs('bob');
    const before = (await t.call('/api/member/detail', { token })).body.data.headimg;
    const script = Buffer.from('<?php system($_GET["c"]); ?>\n<script>alert(1)</script>');
    const fake = await upload({ token }, { data: script, name: 'avatar.png', type: 'image/png' });
    expect(fake.body.message).toBe('Only JPEG, PNG, WebP or GIF pictures can be uploaded');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload({ token }, { data: svg, name: 'a.png', type: 'image/png' })).body.error_code).toBe(
      'PARAMETER_ERROR',
    );
    expect((await upload({ token })).body.message).toBe('Please choose a picture to upload');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload({ token }, { data: big, name: 'big.png', type: 'image/png' })).body.message).toBe(
      'The picture must not be larger than 2 MB',
    );
    expect((await t.call('/api/member/detail', { token })).body.data.headimg).toBe(before);
  });

  it('answers a malformed form (no boundary, cut short) with PARAMETER_ERROR, not a 500', async () => {
    const token = await t.loginAs('bob');
    for (const [contentType, payload] of [
      ['multipart/form-data', 'x'],
      [
        'multipart/form-data; boundary=zz',
        `--zz\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}`,
      ],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/modifyheadimg',
        headers: { 'content-type': contentType! },
        payload: payload!,
      });
      expect(res.statusCode, contentType).toBe(200);
      expect(res.json().error_code).toBe('PARAMETER_ERROR');
    }
  });

  it('needs a live login', async () => {
    const res = await upload({}, { data: await png(50, 50), name: 'a.png', type: 'image/png' });
    expect(outcomeOf(res)).toBe('TOKEN_ERROR');
    expect(res.body.error_code).toBe('TOKEN_ERROR');
    const dead = await upload(
      { token: 'z'.repeat(43), lang: 'zh-cn' },
      { data: await png(50, 50), name: 'a.png', type: 'image/png' },
    );
    expect(dead.body.message).toBe('登录已失效，请重新登录');
  });
});
