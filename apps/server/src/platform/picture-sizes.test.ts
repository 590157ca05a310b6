import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sizedPicture } from '@mall/contracts';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePictureSizes } from './picture-sizes.ts';
import { registerStaticFiles } from './static-files.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mall-picture-sizes-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const picture = (width: number, height: number, file: string) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toFile(path.join(dir, file));
const dims = async (file: string) => {
  const m = await sharp(path.join(dir, file)).metadata();
  return [m.width, m.height];
};

describe('picture sizes', () => {
  it('names a sized copy the way the original client asks for it', () => {
    expect(sizedPicture('upload/goods/a.jpg', 'small')).toBe('upload/goods/a_small.jpg');
    expect(sizedPicture('upload/x.y/b.PNG?v=2', 'mid')).toBe('upload/x.y/b_mid.PNG?v=2');
    expect(sizedPicture('data:image/png;base64,AAA', 'big')).toBe('data:image/png;base64,AAA');
    expect(sizedPicture('', 'big')).toBe('');
  });

  it('makes 800/400/200 copies that fit inside their square, never enlarged, once', async () => {
    await picture(1000, 500, 'wide.jpg');
    await writePictureSizes(path.join(dir, 'wide.jpg'));
    expect(await dims('wide_big.jpg')).toEqual([800, 400]);
    expect(await dims('wide_mid.jpg')).toEqual([400, 200]);
    expect(await dims('wide_small.jpg')).toEqual([200, 100]);
    await picture(300, 300, 'square.jpg');
    await writePictureSizes(path.join(dir, 'square.jpg'));
    expect(await dims('square_big.jpg')).toEqual([300, 300]);
    expect(await dims('square_small.jpg')).toEqual([200, 200]);
    const before = (await stat(path.join(dir, 'wide_small.jpg'))).mtimeMs;
    await writePictureSizes(path.join(dir, 'wide.jpg'));
    expect((await stat(path.join(dir, 'wide_small.jpg'))).mtimeMs).toBe(before);
    expect((await readdir(dir)).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('serves /upload with long cache headers and makes missing sizes on the first request', async () => {
    await picture(900, 900, 'late.jpg');
    const app = Fastify();
    await registerStaticFiles(app, {
      uploadDir: dir,
      storefrontDist: path.join(dir, 'no-dist'),
      consoleDist: path.join(dir, 'no-dist'),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/upload/late_mid.jpg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(await dims('late_mid.jpg')).toEqual([400, 400]);
      expect((await app.inject({ method: 'GET', url: '/upload/none_mid.jpg' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/upload/..%2f..%2fetc_mid.jpg' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
