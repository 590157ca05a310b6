import sharp from 'sharp';
import { AppError } from '../../../platform/errors.ts';
import { saveUpload } from '../../../platform/uploads.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: a small file claiming a huge picture. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Goods pictures are shown at most 800 px wide (the _big copy); a little more keeps zooming sharp. */
const MAX_SIDE = 1600;
export const GOODS_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Decides by content, not by name or type header, that the upload is a picture, then re-encodes it as a JPEG
 * no larger than MAX_SIDE, so nothing of the original file (scripts, metadata, a polyglot) is ever served.
 */
export async function reencodeGoodsPicture(data: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer();
  } catch {
    throw new AppError('PARAMETER_ERROR', 'MGOODS_UPLOAD_NOT_IMAGE');
  }
}

/** Stores a shop's goods picture under upload/goods/ (with its sized copies) and answers its path. */
export async function saveGoodsPicture(uploadDir: string, siteId: number, data: Buffer) {
  const picture = await reencodeGoodsPicture(data);
  const path = await saveUpload(uploadDir, 'goods', `shop${siteId}`, 'jpg', picture);
  return { pic_path: path };
}
