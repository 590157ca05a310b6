import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Lang } from '@mall/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerPictureSizeFallback } from './picture-sizes.ts';

/** The `lang` attribute of each language, as the storefront sets it (apps/storefront/src/lib/language.ts). */
const HTML_LANGS: Record<Lang, string> = {
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  'en-us': 'en',
  'ko-kr': 'ko',
  ru: 'ru',
};

/** Pictures the mall stores (uploads are re-encoded by sharp into one of these); nothing else is shown inline. */
const PICTURE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * An upload is served with the type its extension was checked for; any other file (SVG included, which can
 * carry script) is a download, never rendered as a page of the mall's origin, and gets a policy that runs
 * nothing should a browser render it anyway.
 */
function uploadHeaders(reply: { header: (name: string, value: string) => unknown }, file: string): void {
  const type = PICTURE_TYPES[path.extname(file).toLowerCase()];
  reply.header('content-type', type ?? 'application/octet-stream');
  if (!type) reply.header('content-disposition', 'attachment');
  reply.header(
    'content-security-policy',
    "default-src 'none'; img-src 'self'; frame-ancestors 'none'; sandbox",
  );
}

/**
 * Serves a built single-page app at its base path (a history-mode SPA: any path under it that is not a file gets
 * index.html). Hashed assets are cached for a year; index.html never is.
 */
async function registerSpa(
  app: FastifyInstance,
  dist: string,
  base: string,
  opts: { home?: string; lang?: Lang } = {},
): Promise<void> {
  const { home, lang } = opts;
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`${base} not built (${index} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${base}/`,
    wildcard: false,
    index: false,
    decorateReply: false,
    // The build writes a .br and a .gz beside each script and stylesheet (scripts/vite-precompress.ts): they
    // are sent as they are to a client that accepts them, with the matching content-encoding.
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The page says its language before any script runs (screen readers, translation prompts, crawlers): the
  // mall's default until the shopper picks one, which the storefront then sets itself.
  const text = fs.readFileSync(index, 'utf8');
  const html = lang ? text.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANGS[lang]}"`) : text;
  const page = (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(html);
  app.get(`${base}/*`, page);
  // The router ignores a trailing slash, so `${base}` is also `${base}/`: redirect it elsewhere or serve the page.
  if (home) app.get(base, (_req, reply) => reply.redirect(home));
  else app.get(base, page);
}

/**
 * Serves uploads at /upload/, the storefront at /web/ and the console at /console/. Uploads are kept a year: a
 * stored name is never reused for other content (uploads get random names, a replaced avatar a new one), and
 * a picture's sized copies are made on first request when they are missing.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { uploadDir: string; storefrontDist: string; consoleDist: string; defaultLang?: Lang },
) {
  fs.mkdirSync(opts.uploadDir, { recursive: true });
  registerPictureSizeFallback(app, opts.uploadDir);
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    maxAge: '365d',
    setHeaders: (reply, file) => uploadHeaders(reply, file),
  });
  await registerSpa(app, opts.storefrontDist, '/web', { home: '/web/index', lang: opts.defaultLang });
  await registerSpa(app, opts.consoleDist, '/console');
  app.get('/', (_req, reply) => reply.redirect('/web/index'));
}
