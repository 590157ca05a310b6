import type { merchantShop } from '@mall/contracts';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';
import { saveUpload } from '../../platform/uploads.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: a small file claiming a huge picture. */
const MAX_INPUT_PIXELS = 25_000_000;
const FOLDER = 'shop';

/** The largest box each picture is fitted into (never enlarged). */
const BOX: Record<(typeof merchantShop.SHOP_PICTURE_KINDS)[number], { width: number; height: number }> = {
  logo: { width: 400, height: 400 },
  avatar: { width: 300, height: 300 },
  banner: { width: 1920, height: 600 },
};

/**
 * Decides by content, not by name, that the upload is a picture, then re-encodes it as a JPEG so nothing of
 * the original file (scripts, metadata, a polyglot's tail) is ever served.
 */
export async function reencodeShopPicture(
  data: Buffer,
  kind: (typeof merchantShop.SHOP_PICTURE_KINDS)[number],
): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...BOX[kind], fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    throw new AppError('PARAMETER_ERROR', 'SHOP_PICTURE_NOT_IMAGE');
  }
}

/** Stores the picture under upload/shop/; the shop points at it only when its settings are saved. */
export async function uploadShopPicture(
  uploadDir: string,
  siteId: number,
  kind: (typeof merchantShop.SHOP_PICTURE_KINDS)[number],
  data: Buffer,
): Promise<merchantShop.UploadedPicture> {
  const picture = await reencodeShopPicture(data, kind);
  return { path: await saveUpload(uploadDir, FOLDER, `${siteId}-${kind}`, 'jpg', picture) };
}
