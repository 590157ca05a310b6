import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_SIZES, sizedPicture, type PictureSize } from '@mall/contracts';
import { writePictureSizes } from './picture-sizes.ts';

/**
 * Writes a finished (already checked and re-encoded) file under the upload dir and answers its stored path,
 * relative like every picture path ("upload/<folder>/<name>"), which /upload/ serves. A picture gets its
 * _big, _mid and _small copies beside it at once (DESIGN §4).
 */
export async function saveUpload(
  uploadDir: string,
  folder: string,
  prefix: string,
  ext: string,
  data: Buffer,
) {
  const name = `${prefix}-${crypto.randomBytes(8).toString('hex')}.${ext}`;
  await fs.mkdir(path.join(uploadDir, folder), { recursive: true });
  const file = path.join(uploadDir, folder, name);
  await fs.writeFile(file, data);
  await writePictureSizes(file, data);
  return `upload/${folder}/${name}`;
}

/** Removes a file this folder owns (a replaced avatar); paths outside the folder are left alone. */
export async function removeUpload(uploadDir: string, folder: string, stored: string): Promise<void> {
  if (!stored.startsWith(`upload/${folder}/`) || stored.includes('..')) return;
  const sized = (Object.keys(PICTURE_SIZES) as PictureSize[]).map((s) => sizedPicture(stored, s));
  for (const p of new Set([stored, ...sized])) {
    await fs.rm(path.join(uploadDir, p.slice('upload/'.length)), { force: true });
  }
}
