import crypto from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';

const FOLDER = 'qrcode';
const making = new Map<string, Promise<string>>();

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function writeQr(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp.png`;
  try {
    await QRCode.toFile(tmp, text, { margin: 1, width: 200, type: 'png' });
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * A QR code of `text` as a PNG under the upload dir, made once and kept (named by a hash of the text), and
 * its stored path ("upload/qrcode/…png"), relative like every picture path: the original client prefixes
 * its image domain to it, which it cannot do to a data: URI.
 */
export async function qrPicture(uploadDir: string, text: string): Promise<string> {
  const name = `${crypto.createHash('sha256').update(text).digest('hex').slice(0, 24)}.png`;
  const stored = `upload/${FOLDER}/${name}`;
  const file = path.join(uploadDir, FOLDER, name);
  if (await exists(file)) return stored;
  let job = making.get(file);
  if (!job) {
    job = writeQr(file, text)
      .then(() => stored)
      .finally(() => making.delete(file));
    making.set(file, job);
  }
  return job;
}
