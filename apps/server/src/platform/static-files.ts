import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves uploads at /upload/ and the built storefront at /web/ (a history-mode SPA: any /web/ path that is
 * not a file gets index.html). Hashed assets are cached for a year; index.html never is.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  opts: { uploadDir: string; storefrontDist: string },
) {
  fs.mkdirSync(opts.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadDir,
    prefix: '/upload/',
    decorateReply: false,
    maxAge: '7d',
  });
  const index = path.join(opts.storefrontDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`storefront not built (${index} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.storefrontDist,
    prefix: '/web/',
    wildcard: false,
    index: false,
    setHeaders: (res, file) => {
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const html = fs.readFileSync(index);
  app.get('/web/*', (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html').send(html));
  app.get('/web', (_req, reply) => reply.redirect('/web/index'));
  app.get('/', (_req, reply) => reply.redirect('/web/index'));
}
