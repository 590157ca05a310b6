import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writePictureSizes } from '../../platform/picture-sizes.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { advPictureText, advertPositions } from './adverts.ts';
import { I18N_LANGS } from './category-tree.ts';
import { BRANDS } from './brands.ts';
import { buildCategories } from './categories.ts';
import { colourFor, PALETTE } from './colours.ts';
import { FLOAT_LAYER_WORDS } from './float-layer.ts';
import {
  FLOOR_BOTTOM_SIZE,
  FLOOR_LEFT_SIZE,
  FLOORS,
  floorImage,
  floorPictureText,
  SHOP_NOW,
} from './floors.ts';
import * as paths from './image-paths.ts';
import { getKind } from './kind-registry.ts';
import { FRIENDLY_LINKS } from './nav.ts';
import * as svg from './pictures.ts';
import { hashString, slugify } from './random.ts';
import { SHOPS } from './shops.ts';
import { MALL_NAME } from './site.ts';

export interface ImageJob {
  path: string;
  width: number;
  height: number;
  svg: () => string;
}

const job = (p: string, width: number, height: number, make: () => string): ImageJob => ({
  path: p,
  width,
  height,
  svg: make,
});

const PERSON = (w: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${w}" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e8eaed"/><circle cx="60" cy="46" r="22" fill="#bdc1c6"/><path d="M20 112 Q60 60 100 112 Z" fill="#bdc1c6"/></svg>`;

function goodsJobs(): ImageJob[] {
  const { infos } = buildCategories();
  const jobs = new Map<string, ImageJob>();
  for (const leaf of infos.filter((c) => c.level === 3)) {
    const { kind } = getKind(leaf.kind);
    const hue = hashString(kind.key) % 360;
    const topBrands = BRANDS.filter((b) => b.top === leaf.topName);
    // Only the pairs the catalogue can produce: a specialist brand appears only in its own level-2 category.
    const possible = topBrands.filter((b, bi) => !b.specialist || bi === leaf.subIndex % topBrands.length);
    for (const brand of possible) {
      (kind.specs[0]?.values ?? ['Standard']).forEach((value, i) => {
        const p = paths.goodsPicture(kind.key, slugify(brand.name), i);
        const colour = colourFor(value, i);
        if (!jobs.has(p))
          jobs.set(
            p,
            job(p, 400, 400, () => svg.goodsSvg(kind.family, colour, hue, brand.name, kind.label)),
          );
      });
    }
  }
  return [...jobs.values()];
}

function siteJobs(): ImageJob[] {
  const { infos } = buildCategories();
  const jobs: ImageJob[] = [];
  for (const c of infos) {
    jobs.push(
      job(paths.categoryPicture(c.id), 100, 100, () =>
        svg.categorySvg(c.family, hashString(c.topName) % 360),
      ),
    );
  }
  BRANDS.forEach((b, i) =>
    jobs.push(
      job(paths.brandPicture(slugify(b.name)), 200, 100, () =>
        svg.brandSvg(b.name, PALETTE[i % PALETTE.length] as string),
      ),
    ),
  );
  SHOPS.forEach((s, i) => {
    const id = i + 1;
    const name = s.latinName ?? s.name;
    const family = infos.find((c) => c.level === 1 && c.topName === s.tops[0])?.family ?? 'box';
    jobs.push(job(paths.shopPicture(id, 'logo'), 200, 200, () => svg.badgeSvg(200, name, s.colour, name)));
    jobs.push(job(paths.shopPicture(id, 'avatar'), 120, 120, () => svg.badgeSvg(120, name, s.colour)));
    jobs.push(
      job(paths.shopPicture(id, 'banner'), 1200, 200, () =>
        svg.bannerSvg(
          1200,
          200,
          s.colour,
          name,
          s.latinName ? 'Genuine goods · Fast delivery' : s.keywords.split(',').join(' · '),
          family,
        ),
      ),
    );
  });
  for (const p of advertPositions(() => '/list')) {
    const flat =
      p.keyword === 'NS_PC_INDEX' || p.keyword === 'NS_PC_INDEX_TOP' || p.keyword === 'NS_PC_LOGIN';
    for (const a of p.advs) {
      // One picture per language: the words on it are the shopper's.
      const pictures: [string, number][] = [
        [a.image, -1],
        ...I18N_LANGS.map((l, i): [string, number] => [a.images[l], i]),
      ];
      for (const [path, langIndex] of pictures) {
        const text = advPictureText(a, langIndex);
        jobs.push(
          job(path, p.width, p.height, () =>
            svg.bannerSvg(p.width, p.height, a.background, text.headline, text.sub, a.family, flat),
          ),
        );
      }
    }
  }
  FLOORS.forEach((f, i) => {
    const [bw, bh] = FLOOR_BOTTOM_SIZE;
    // One picture per language (index 0: the English base): the words drawn on it are the shopper's.
    [undefined, ...I18N_LANGS].forEach((lang, li) => {
      const bottom = floorPictureText(f, 'bottom', li);
      jobs.push(
        job(floorImage(i, 'bottom', lang), bw, bh, () =>
          svg.bannerSvg(bw, bh, f.colour, bottom.headline, bottom.sub, f.family),
        ),
      );
      if (f.style !== 2) {
        const [lw, lh] = FLOOR_LEFT_SIZE[f.style];
        const left = floorPictureText(f, 'left', li);
        jobs.push(
          job(floorImage(i, 'left', lang), lw, lh, () =>
            svg.posterSvg(lw, lh, f.colour, left.headline, left.sub, f.family, SHOP_NOW[li]),
          ),
        );
      }
    });
  });
  const d = paths.DEFAULT_PICTURES;
  jobs.push(
    job(d.default_goods_img, 400, 400, () => svg.placeholderSvg(400, 400, 'box')),
    job(d.default_headimg, 120, 120, () => PERSON(120)),
    job(d.default_shop_img, 200, 200, () => svg.placeholderSvg(200, 200, 'handbag')),
    job(d.default_city_img, 200, 200, () => svg.placeholderSvg(200, 200, 'tent')),
    job(d.default_supply_img, 200, 200, () => svg.placeholderSvg(200, 200, 'box')),
    job(d.default_store_img, 200, 200, () => svg.placeholderSvg(200, 200, 'suitcase')),
    job(d.default_category_img, 100, 100, () => svg.placeholderSvg(100, 100, 'box')),
    job(d.default_brand_img, 200, 100, () => svg.placeholderSvg(200, 100, 'card')),
    job(paths.SITE_LOGO, 240, 80, () => svg.logoSvg(MALL_NAME)),
    // The home pop-up, in English and in each other language (site.ts gives the config row their paths).
    ...[undefined, ...I18N_LANGS].map((lang, li) => {
      const words = FLOAT_LAYER_WORDS[li]!;
      return job(paths.floatLayerPicture(lang), 400, 500, () =>
        svg.posterSvg(400, 500, '#e4393c', words.headline, words.sub, 'earbuds', SHOP_NOW[li]),
      );
    }),
  );
  DEMO_ACCOUNTS.forEach((a, i) =>
    jobs.push(
      job(paths.avatarPicture(a.username), 120, 120, () =>
        svg.badgeSvg(120, a.username, PALETTE[(i + 2) % PALETTE.length] as string),
      ),
    ),
  );
  FRIENDLY_LINKS.slice(0, 4).forEach(([title], i) =>
    jobs.push(
      job(paths.linkPicture(i + 1), 120, 40, () => svg.wordmarkSvg(120, 40, title, PALETTE[i] as string)),
    ),
  );
  return jobs;
}

/** Every picture the demo rows reference, in a stable order. */
export function demoImageJobs(): ImageJob[] {
  return [...siteJobs(), ...goodsJobs()];
}

const fileFor = (uploadDir: string, stored: string) => path.join(uploadDir, stored.slice('upload/'.length));

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Renders one demo picture and its sized copies (DESIGN §4); files already there are kept. */
async function renderJob(j: ImageJob, file: string): Promise<void> {
  if (!(await exists(file))) {
    const image = sharp(Buffer.from(j.svg()));
    // Written aside, then renamed: processes sharing one upload folder never serve or skip a half-written file.
    const partial = `${file}.${process.pid}.part${path.extname(file)}`;
    await (
      file.endsWith('.png') ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 80, mozjpeg: false })
    ).toFile(partial);
    await rename(partial, file);
  }
  await writePictureSizes(file);
}

/**
 * Writes the demo pictures under `uploadDir` (the folder a stored `upload/...` path maps to) with their
 * _big, _mid and _small copies, skipping files that are already there. `only` limits the work to some
 * stored paths (tests).
 */
export async function ensureDemoImages(
  uploadDir: string,
  only?: (storedPath: string) => boolean,
): Promise<void> {
  const jobs = demoImageJobs().filter((j) => !only || only(j.path));
  const dirs = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const j = jobs[next++] as ImageJob;
      const file = fileFor(uploadDir, j.path);
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        dirs.add(dir);
      }
      await renderJob(j, file);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}
