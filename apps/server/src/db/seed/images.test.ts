import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sizedPicture } from '@mall/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURES, SITE_LOGO } from './image-paths.ts';
import { demoImageJobs, ensureDemoImages } from './images.ts';

describe('ensureDemoImages', () => {
  it('lists each picture once, all under upload/demo', () => {
    const paths = demoImageJobs().map((j) => j.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('upload/demo/'))).toBe(true);
  });

  it('renders pictures at their sizes and skips files that already exist', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mall-demo-images-'));
    try {
      const wanted = new Set<string>([
        SITE_LOGO,
        DEFAULT_PICTURES.default_goods_img,
        'upload/demo/adv/index-1.jpg',
      ]);
      const goods = demoImageJobs().find((j) => j.path.startsWith('upload/demo/goods/'));
      if (goods) wanted.add(goods.path);
      await ensureDemoImages(dir, (p) => wanted.has(p));
      const sizes = await Promise.all(
        [...wanted].map(async (p) => sharp(path.join(dir, p.slice('upload/'.length))).metadata()),
      );
      expect(sizes.map((m) => [m.width, m.height])).toEqual([
        [240, 80],
        [400, 400],
        [1920, 460],
        [400, 400],
      ]);
      // Every demo picture has its sized copies beside it (DESIGN §4).
      const small = await Promise.all(
        [...wanted].map(async (p) =>
          sharp(path.join(dir, sizedPicture(p, 'small').slice('upload/'.length))).metadata(),
        ),
      );
      expect(small.every((m) => (m.width ?? 0) <= 200 && (m.height ?? 0) <= 200)).toBe(true);
      const logo = path.join(dir, 'demo/site/logo.png');
      const before = (await stat(logo)).mtimeMs;
      await ensureDemoImages(dir, (p) => wanted.has(p));
      expect((await stat(logo)).mtimeMs).toBe(before);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
