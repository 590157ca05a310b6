import type { site } from '@mall/contracts';

type DefaultImages = site.DefaultImages;

/**
 * Stored image paths are relative ("upload/..."), served by our own origin; absolute URLs pass through with
 * their protocol matched to the page's (spec §3).
 */
export function imgUrl(path: string | undefined | null): string {
  if (!path) return '';
  if (/^(data:|blob:)/.test(path)) return path;
  if (/^https?:\/\//.test(path))
    return path.replace(/^https?:/, typeof location === 'undefined' ? 'https:' : location.protocol);
  return `/${path.replace(/^\/+/, '')}`;
}

export type DefaultImageKind =
  'goods' | 'headimg' | 'shop' | 'city' | 'supply' | 'store' | 'category' | 'brand';

export const defaultImageOf = (images: DefaultImages | undefined, kind: DefaultImageKind) =>
  imgUrl(images?.[`default_${kind}_img` as keyof DefaultImages]);
