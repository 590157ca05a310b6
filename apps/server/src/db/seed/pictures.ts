import { hslHex, isLight, shade } from './colours.ts';
import type { Family } from './kinds.ts';
import { ELECTRONICS, type Draw } from './silhouettes-a.ts';
import { FASHION_HOME } from './silhouettes-b.ts';
import { LEISURE } from './silhouettes-c.ts';

/** SVG documents for every kind of demo picture; sharp turns them into JPEG/PNG files. */

const SHAPES: Record<string, Draw> = { ...ELECTRONICS, ...FASHION_HOME, ...LEISURE };
const FONT = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Shrinks the font so a line of text fits the given width (DejaVu averages ~0.6 em per glyph). */
const fit = (text: string, width: number, max: number) =>
  Math.max(9, Math.min(max, Math.floor(width / (text.length * 0.6))));

export function product(family: Family, colour: string, x = 0, y = 0, scale = 1): string {
  const draw = SHAPES[family] ?? SHAPES['box'];
  const ink = { f: colour, d: shade(colour, isLight(colour) ? -0.45 : -0.35), l: shade(colour, 0.45) };
  return `<g transform="translate(${x} ${y}) scale(${scale})">${(draw as Draw)(ink)}</g>`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const gradient = (id: string, a: string, b: string, vertical = false) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;

/** A 400×400 product shot: pastel backdrop in the kind's hue, the product in the variant colour, brand and label. */
export function goodsSvg(family: Family, colour: string, hue: number, brand: string, label: string): string {
  const top = hslHex(hue, 0.55, 0.95);
  const bottom = hslHex(hue, 0.45, 0.84);
  const brandSize = fit(brand.toUpperCase(), 300, 24);
  return svg(
    400,
    400,
    `${gradient('g', top, bottom, true)}<rect width="400" height="400" fill="url(#g)"/>` +
      `<ellipse cx="200" cy="318" rx="135" ry="16" fill="#000" opacity=".08"/>${product(family, colour, 30, 28, 0.85)}` +
      `<text x="200" y="358" ${FONT} font-size="${brandSize}" font-weight="bold" letter-spacing="2" text-anchor="middle" fill="${hslHex(hue, 0.45, 0.3)}">${esc(brand.toUpperCase())}</text>` +
      `<text x="200" y="384" ${FONT} font-size="15" text-anchor="middle" fill="${hslHex(hue, 0.3, 0.42)}">${esc(label)}</text>`,
  );
}

export function categorySvg(family: Family, hue: number): string {
  return svg(
    100,
    100,
    `<rect width="100" height="100" rx="16" fill="${hslHex(hue, 0.6, 0.94)}"/>${product(family, hslHex(hue, 0.6, 0.55), 0, 6, 0.25)}`,
  );
}

export function brandSvg(name: string, colour: string): string {
  const size = fit(name, 150, 24);
  return svg(
    200,
    100,
    `<rect width="200" height="100" fill="#fff"/><circle cx="30" cy="50" r="16" fill="${colour}"/><path d="M22 50 L30 40 L38 50 L30 60 Z" fill="#fff"/>` +
      `<text x="54" y="${50 + size * 0.35}" ${FONT} font-size="${size}" font-weight="bold" fill="${shade(colour, -0.2)}">${esc(name)}</text>`,
  );
}

export function badgeSvg(size: number, text: string, colour: string, caption = ''): string {
  const initials = text
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const cap = caption
    ? `<text x="${size / 2}" y="${size * 0.88}" ${FONT} font-size="${fit(caption, size * 0.9, size * 0.09)}" text-anchor="middle" fill="#fff">${esc(caption)}</text>`
    : '';
  return svg(
    size,
    size,
    `${gradient('g', shade(colour, 0.15), shade(colour, -0.25))}<rect width="${size}" height="${size}" fill="url(#g)"/>` +
      `<text x="${size / 2}" y="${size * (caption ? 0.56 : 0.64)}" ${FONT} font-size="${size * 0.36}" font-weight="bold" text-anchor="middle" fill="#fff">${esc(initials)}</text>${cap}`,
  );
}

/**
 * Wide banners: carousel slides, top banner, page banners, shop banners, floor strips. Very wide ones keep
 * text and art inside the centred 1200 px the storefront content uses.
 */
export function bannerSvg(
  w: number,
  h: number,
  colour: string,
  headline: string,
  sub: string,
  family: Family,
  flat = false,
): string {
  const x0 = w > 1400 ? (w - 1200) / 2 : 0;
  const aw = w - 2 * x0;
  const hs = Math.min(h * 0.22, fit(headline, aw * 0.55, 72));
  const ss = Math.min(h * 0.1, fit(sub, aw * 0.55, 30));
  const textX = x0 + aw * 0.06;
  const art =
    h >= 120
      ? product(
          family,
          shade(colour, 0.55),
          x0 + aw * 0.7,
          h * 0.06,
          Math.min((h * 0.85) / 400, (aw * 0.28) / 400),
        )
      : '';
  const one = h < 120;
  return svg(
    w,
    h,
    `${gradient('g', colour, flat ? colour : shade(colour, 0.35))}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${x0 + aw * 0.92}" cy="${h * 0.1}" r="${h * 0.9}" fill="#fff" opacity=".07"/><circle cx="${x0 + aw * 0.04}" cy="${h}" r="${h * 0.6}" fill="#fff" opacity=".06"/>${art}` +
      (one
        ? `<text x="${w / 2}" y="${h / 2 + Math.min(hs, h * 0.4) * 0.35}" ${FONT} font-size="${Math.min(hs, h * 0.4)}" font-weight="bold" text-anchor="middle" fill="#fff">${esc(headline)}  ·  ${esc(sub)}</text>`
        : `<text x="${textX}" y="${h * 0.5}" ${FONT} font-size="${hs}" font-weight="bold" fill="#fff">${esc(headline)}</text>` +
          `<text x="${textX}" y="${h * 0.5 + ss * 1.9}" ${FONT} font-size="${ss}" fill="#fff" opacity=".92">${esc(sub)}</text>`),
  );
}

/** Tall floor picture: headline at the top, product below. */
export function posterSvg(
  w: number,
  h: number,
  colour: string,
  headline: string,
  sub: string,
  family: Family,
  cta = 'Shop now ›',
): string {
  // Bold letters are wider than fit's average (Cyrillic ones most): the headline keeps inside the picture.
  const hs = fit(headline, w * 0.72, 34);
  return svg(
    w,
    h,
    `${gradient('g', colour, shade(colour, -0.25), true)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<text x="${w / 2}" y="${h * 0.14}" ${FONT} font-size="${hs}" font-weight="bold" text-anchor="middle" fill="#fff">${esc(headline)}</text>` +
      `<text x="${w / 2}" y="${h * 0.14 + 30}" ${FONT} font-size="${fit(sub, w * 0.85, 16)}" text-anchor="middle" fill="#fff" opacity=".9">${esc(sub)}</text>` +
      `<circle cx="${w / 2}" cy="${h * 0.62}" r="${w * 0.42}" fill="#fff" opacity=".15"/>${product(family, shade(colour, 0.6), w * 0.1, h * 0.62 - w * 0.4, (w * 0.8) / 400)}` +
      `<rect x="${w * 0.25}" y="${h * 0.9}" width="${w * 0.5}" height="30" rx="15" fill="#fff"/><text x="${w / 2}" y="${h * 0.9 + 20}" ${FONT} font-size="14" font-weight="bold" text-anchor="middle" fill="${colour}">${esc(cta)}</text>`,
  );
}

export function placeholderSvg(w: number, h: number, family: Family): string {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#f2f3f5"/>${product(family, '#d5d8dc', w * 0.2, h * 0.18, (Math.min(w, h) * 0.6) / 400)}`,
  );
}

export function logoSvg(name: string): string {
  const [first = name, ...rest] = name.split(' ');
  return svg(
    240,
    80,
    `<rect x="8" y="14" width="52" height="52" rx="14" fill="#e4393c"/><path d="M22 54 V26 L46 54 V26" stroke="#fff" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<text x="70" y="52" ${FONT} font-size="30"><tspan font-weight="bold" fill="#e4393c">${esc(first)}</tspan><tspan dx="9" fill="#333">${esc(rest.join(' '))}</tspan></text>`,
  );
}

export function wordmarkSvg(w: number, h: number, text: string, colour: string): string {
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" rx="4" fill="#fff" stroke="${colour}" stroke-width="2"/><text x="${w / 2}" y="${h / 2 + 5}" ${FONT} font-size="${fit(text, w * 0.9, 14)}" font-weight="bold" text-anchor="middle" fill="${colour}">${esc(text)}</text>`,
  );
}
