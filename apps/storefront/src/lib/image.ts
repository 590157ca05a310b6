import { sizedPicture, type PictureSize, type site } from '@mall/contracts';

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

/**
 * The URL of a picture's sized copy (DESIGN §4: _big 800, _mid 400, _small 200 px beside every stored
 * picture). Grids and thumbnails load small or mid; SafeImage falls back to the original when a copy fails.
 */
export const sized = (path: string | undefined | null, size: PictureSize): string =>
  path && !/^https?:\/\//.test(path) ? imgUrl(sizedPicture(path, size)) : imgUrl(path);
