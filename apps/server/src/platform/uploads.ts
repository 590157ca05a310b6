import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a finished (already checked and re-encoded) file under the upload dir and answers its stored path,
 * relative like every picture path ("upload/<folder>/<name>"), which /upload/ serves.
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
  await fs.writeFile(path.join(uploadDir, folder, name), data);
  return `upload/${folder}/${name}`;
}

/** Removes a file this folder owns (a replaced avatar); paths outside the folder are left alone. */
export async function removeUpload(uploadDir: string, folder: string, stored: string): Promise<void> {
  if (!stored.startsWith(`upload/${folder}/`) || stored.includes('..')) return;
  await fs.rm(path.join(uploadDir, stored.slice('upload/'.length)), { force: true });
}
