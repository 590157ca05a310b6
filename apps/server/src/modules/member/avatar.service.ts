import { AVATAR_SIZE } from '@mall/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { removeUpload, saveUpload } from '../../platform/uploads.ts';
import { updateMember } from './member.repository.ts';
import { ownRow } from './member.service.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Refuse decompression bombs: a small file claiming a huge picture. */
const MAX_INPUT_PIXELS = 25_000_000;
const FOLDER = 'headimg';

/**
 * Decides by content, not by name, that the upload is a picture, then re-encodes it as a 120×120 JPEG so
 * nothing of the original file (scripts, metadata) is ever served.
 */
export async function reencodeAvatar(data: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error(`format ${meta.format}`);
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86 })
      .toBuffer();
  } catch {
    throw new AppError('PARAMETER_ERROR', 'AVATAR_NOT_IMAGE');
  }
}

/** Stores the new avatar, points the member's headimg at it and removes the one it replaces. */
export async function replaceAvatar(db: Db, uploadDir: string, memberId: number, data: Buffer) {
  const picture = await reencodeAvatar(data);
  const previous = (await ownRow(db, memberId)).headimg;
  const headimg = await saveUpload(uploadDir, FOLDER, String(memberId), 'jpg', picture);
  await updateMember(db, memberId, { headimg });
  await removeUpload(uploadDir, `${FOLDER}`, previous);
  return { headimg };
}
