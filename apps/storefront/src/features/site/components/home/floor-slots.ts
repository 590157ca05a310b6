import type { catalog } from '@mall/contracts';
import { readJsonText } from '../../../../lib/json-text.ts';

/**
 * Safe reading of home floor slots. Floors are edited by hand in the console, so any slot may be missing,
 * of another type than the block expects, or hold an empty list: every reader answers something usable.
 */

type Floor = catalog.Floor;
type FloorSlot = catalog.FloorSlot;
type SlotOf<K extends FloorSlot['type']> = Extract<FloorSlot, { type: K }>;

export interface TextSlotValue {
  text: string;
  color: string;
  url: string;
}
export interface ImgSlotValue {
  src: string;
  url: string;
}

function slotOf<K extends FloorSlot['type']>(
  floor: Pick<Floor, 'value'> | undefined,
  name: string,
  type: K,
): SlotOf<K> | undefined {
  const value: unknown = floor?.value;
  if (!value || typeof value !== 'object') return undefined;
  const slot = (value as Record<string, unknown>)[name];
  if (!slot || typeof slot !== 'object') return undefined;
  if ((slot as { type?: unknown }).type !== type) return undefined;
  const inner = (slot as { value?: unknown }).value;
  if (!inner || typeof inner !== 'object') return undefined;
  return slot as SlotOf<K>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The url of a link: an object with `url` (floor slots), the same as JSON text (adv_url), or a plain path.
 * Anything else is no link.
 */
export function linkUrl(link: unknown): string {
  if (!link) return '';
  if (typeof link === 'string') {
    const text = link.trim();
    return text.startsWith('{') ? linkUrl(readJsonText<unknown>(text, null)) : text;
  }
  if (typeof link === 'object') return str((link as { url?: unknown }).url).trim();
  return '';
}

export type LinkTarget =
  { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a stored url leads: absolute web addresses open outside the app; paths are routes of the
 * storefront (with or without the /web base or a leading slash); `javascript:` and the like are dropped.
 */
export function linkTarget(url: string): LinkTarget {
  const u = url.trim();
  if (!u || u === '#') return { kind: 'none' };
  if (/^(https?:)?\/\//i.test(u)) return { kind: 'external', href: u };
  if (/^[a-z][a-z0-9+.-]*:/i.test(u)) return { kind: 'none' };
  let path = u.startsWith('/') ? u : `/${u}`;
  path = path.replace(/^\/web(?=\/|$|\?)/, '') || '/';
  if (!path.startsWith('/')) path = `/${path}`;
  return { kind: 'internal', to: path };
}

export function textSlot(floor: Pick<Floor, 'value'> | undefined, name: string): TextSlotValue | undefined {
  const slot = slotOf(floor, name, 'text');
  if (!slot) return undefined;
  const text = str(slot.value.text).trim();
  const url = linkUrl(slot.value.link);
  if (!text && !url) return undefined;
  return { text, color: str(slot.value.color).trim(), url };
}

export function imgSlot(floor: Pick<Floor, 'value'> | undefined, name: string): ImgSlotValue | undefined {
  const slot = slotOf(floor, name, 'img');
  if (!slot) return undefined;
  const src = str(slot.value.url).trim();
  if (!src) return undefined;
  return { src, url: linkUrl(slot.value.link) };
}

const listOf = <T>(list: unknown): T[] =>
  Array.isArray(list) ? list.filter((x): x is T => !!x && typeof x === 'object') : [];

export function goodsSlot(floor: Pick<Floor, 'value'> | undefined, name: string): catalog.SkuCard[] {
  const slot = slotOf(floor, name, 'goods');
  return listOf<catalog.SkuCard>(slot?.value.list).filter((g) => typeof g.sku_id === 'number');
}

export function brandSlot(floor: Pick<Floor, 'value'> | undefined, name: string): catalog.BrandCard[] {
  const slot = slotOf(floor, name, 'brand');
  return listOf<catalog.BrandCard>(slot?.value.list).filter((b) => typeof b.brand_id === 'number');
}

export function categorySlot(floor: Pick<Floor, 'value'> | undefined, name: string): catalog.CategoryCard[] {
  const slot = slotOf(floor, name, 'category');
  return listOf<catalog.CategoryCard>(slot?.value.list).filter((c) => typeof c.category_id === 'number');
}

/** The name a floor goes by (title bar, elevator): its title slot, else the floor's own title. */
export function floorTitle(floor: Pick<Floor, 'value' | 'title'> | undefined): string {
  return textSlot(floor, 'title')?.text || str(floor?.title).trim();
}

/** A colour from the data if it looks like one (so a stray value cannot break the page's style). */
export function safeColor(color: string | undefined): string | undefined {
  const c = (color ?? '').trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(c)) return c;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/-]+\)$/i.test(c)) return c;
  if (/^[a-z]{3,20}$/i.test(c)) return c;
  return undefined;
}

export const categoryListPath = (c: Pick<catalog.CategoryCard, 'category_id' | 'level'>) =>
  `/list?category_id=${c.category_id}&level=${c.level || 1}`;
export const brandListPath = (b: Pick<catalog.BrandCard, 'brand_id'>) => `/list?brand_id=${b.brand_id}`;

export const FLOOR_STYLE_NUMBER: Record<string, '1' | '2' | '3' | undefined> = {
  'floor-style-1': '1',
  'floor-style-2': '2',
  'floor-style-3': '3',
};

/**
 * Whether a floor has anything to show beyond its title: a picture or a non-empty goods, brand or category
 * list. A floor of titles alone is left out of the page (and of the elevator).
 */
export function floorHasContent(floor: Pick<Floor, 'value'> | undefined): boolean {
  const value: unknown = floor?.value;
  if (!value || typeof value !== 'object') return false;
  return Object.keys(value).some(
    (name) =>
      !!imgSlot(floor, name) ||
      goodsSlot(floor, name).length > 0 ||
      brandSlot(floor, name).length > 0 ||
      categorySlot(floor, name).length > 0,
  );
}

/**
 * Which floor is current while scrolling: the last one whose top has passed `line` (a viewport y), or the
 * first floor while none has; at the bottom of the page, the last floor (it may never reach the line).
 * `tops` are the floors' viewport-relative tops, in page order.
 */
export function currentFloorIndex(tops: number[], line: number, atPageBottom = false): number {
  if (atPageBottom && tops.length) return tops.length - 1;
  let current = 0;
  tops.forEach((top, i) => {
    if (top <= line) current = i;
  });
  return current;
}

export interface AdvSlide {
  id: number;
  title: string;
  src: string;
  url: string;
  background: string | undefined;
}

/** The slides of an advertisement position that have a picture, in the server's order. */
export function advSlides(adv: { adv_list?: unknown } | undefined): AdvSlide[] {
  return listOf<Record<string, unknown>>(adv?.adv_list).flatMap((a, i) => {
    const src = str(a.adv_image).trim();
    if (!src) return [];
    return [
      {
        id: typeof a.adv_id === 'number' ? a.adv_id : -1 - i,
        title: str(a.adv_title),
        src,
        url: linkUrl(a.adv_url),
        background: safeColor(str(a.background)),
      },
    ];
  });
}

/**
 * Full-width carousel pictures (a position wider than the page, e.g. 1920 px) keep their message inside the
 * centred content width. In the narrower carousel box of the home band such a picture is shown at
 * `scale` × the box width, centred, so exactly that middle part shows; the band's colour (the slide's
 * background) fills around it. Pictures made for the box itself (scale undefined) simply cover it.
 */
export function wideBannerScale(apWidth: number | undefined, contentWidth: number): number | undefined {
  if (!apWidth || !contentWidth || apWidth <= contentWidth * 1.15) return undefined;
  return apWidth / contentWidth;
}
