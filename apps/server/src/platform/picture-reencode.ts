import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: a small file claiming a huge picture. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * Decides by content, not by name, that an upload is a picture, and re-encodes it (at most `maxSide` pixels on
 * its longer side) so nothing of the original file — scripts, metadata, a second format hidden inside — is ever
 * served. Pictures with transparency stay PNG (logos), the others become JPEG. Null when it is no picture.
 */
export async function reencodePicture(
  data: Buffer,
  maxSide: number,
): Promise<{ data: Buffer; ext: 'png' | 'jpg' } | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return null;
    const base = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    if (meta.hasAlpha) return { data: await base.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' };
    return {
      data: await base.flatten({ background: '#ffffff' }).jpeg({ quality: 86 }).toBuffer(),
      ext: 'jpg',
    };
  } catch {
    return null;
  }
}
