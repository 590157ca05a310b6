/**
 * Every stored picture has three smaller copies beside it (DESIGN §4): `name_big.jpg`, `name_mid.jpg`,
 * `name_small.jpg`, each fitting inside a square of this many pixels (never enlarged). The original client
 * asks for them by inserting the size before the extension; our storefront does the same through sizedPicture.
 */
export const PICTURE_SIZES = { big: 800, mid: 400, small: 200 } as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

/** Extensions of the pictures that get sized copies. */
export const SIZED_PICTURE_EXT = /\.(jpe?g|png|webp)$/i;

/**
 * The path of a sized copy: "upload/goods/a.jpg" → "upload/goods/a_small.jpg". Other paths (no picture
 * extension, a data: URI, empty) are answered unchanged.
 */
export function sizedPicture(path: string, size: PictureSize): string {
  if (!path || path.startsWith('data:')) return path;
  const [base, query = ''] = path.split(/(?=[?#])/, 2);
  const match = SIZED_PICTURE_EXT.exec(base ?? '');
  if (!base || !match) return path;
  return `${base.slice(0, match.index)}_${size}${match[0]}${query}`;
}
