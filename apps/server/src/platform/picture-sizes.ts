import crypto from 'node:crypto';
import { access, copyFile, link, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_SIZES, SIZED_PICTURE_EXT, sizedPicture, type PictureSize } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

const SIZES = Object.entries(PICTURE_SIZES) as [PictureSize, number][];
const SIZED_NAME = /_(big|mid|small)\.(jpe?g|png|webp)$/i;
/** Pictures larger than this are not decoded (a decompression bomb stays a 404 for its sizes). */
const MAX_INPUT_PIXELS = 40_000_000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeAtomically(target: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  const tmp = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, target);
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * Makes the _big, _mid and _small copies of one picture file, skipping those already there. A copy that
 * would not be smaller than the picture is the picture itself (a hard link; never enlarged). `data` saves a read when the
 * caller has the bytes at hand.
 */
export async function writePictureSizes(file: string, data?: Buffer): Promise<void> {
  if (!SIZED_PICTURE_EXT.test(file) || SIZED_NAME.test(file)) return;
  const missing: [string, number][] = [];
  for (const [size, px] of SIZES) {
    const target = sizedPicture(file, size);
    if (!(await exists(target))) missing.push([target, px]);
  }
  if (!missing.length) return;
  const input = data ?? file;
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  for (const [target, px] of missing) {
    const fits = (meta.width ?? 0) <= px && (meta.height ?? 0) <= px;
    await writeAtomically(target, (tmp) =>
      fits
        ? link(file, tmp).catch(() => copyFile(file, tmp))
        : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
            .resize(px, px, { fit: 'inside', withoutEnlargement: true })
            .toFormat(meta.format ?? 'jpeg')
            .toFile(tmp),
    );
  }
}

/** The stored file a sized copy under the upload dir is made from, or null when the path names none. */
function originalOf(uploadDir: string, url: string): { original: string; sized: string } | null {
  let rel: string;
  try {
    rel = decodeURIComponent(url.split(/[?#]/)[0]!.slice('/upload/'.length));
  } catch {
    return null;
  }
  const match = SIZED_NAME.exec(rel);
  if (!match) return null;
  const sized = path.resolve(uploadDir, rel);
  if (!sized.startsWith(path.resolve(uploadDir) + path.sep)) return null;
  return { sized, original: `${sized.slice(0, sized.length - match[0].length)}.${match[2]}` };
}

/**
 * A picture stored by a path that did not make its sizes (an older upload, a file copied in by hand) gets
 * them on the first request for one; later requests find the files. One making per picture at a time.
 */
export function registerPictureSizeFallback(app: FastifyInstance, uploadDir: string): void {
  const making = new Map<string, Promise<void>>();
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    if (!req.url.startsWith('/upload/')) return;
    const files = originalOf(uploadDir, req.url);
    if (!files || (await exists(files.sized)) || !(await exists(files.original))) return;
    let job = making.get(files.original);
    if (!job) {
      job = writePictureSizes(files.original)
        .catch((err: unknown) => req.log.warn({ err, file: files.original }, 'picture sizes not made'))
        .finally(() => making.delete(files.original));
      making.set(files.original, job);
    }
    await job;
  });
}
