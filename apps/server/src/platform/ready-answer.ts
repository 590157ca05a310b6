import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Lang } from '@mall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rawSuccessEnvelope } from './envelope.ts';
import type { RawJson } from './raw-json.ts';

/** Below this an answer goes out as it is: compressing it saves less than the work costs. */
const COMPRESS_FROM_BYTES = 1024;

interface Ready {
  etag: string;
  plain: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * The finished answers of cached data (home floors, the category tree, areas): the envelope in each language it
 * was asked in, its ETag and, once asked for, its gzip and brotli bytes. Kept beside the cached RawJson, so they
 * are made once per cache fill and dropped with it. The envelope's timestamp is the time it was made.
 */
const READY = new WeakMap<RawJson, Map<Lang, Ready>>();

function readyOf(data: RawJson, lang: Lang): Ready {
  let byLang = READY.get(data);
  if (!byLang) READY.set(data, (byLang = new Map()));
  let ready = byLang.get(lang);
  if (!ready) {
    const hash = createHash('sha1').update(data.json).digest('base64url').slice(0, 22);
    // Weak: two answers with this tag carry the same data and message; only their timestamps may differ.
    ready = { etag: `W/"${hash}-${lang}"`, plain: Buffer.from(rawSuccessEnvelope(data.json, lang)) };
    byLang.set(lang, ready);
  }
  return ready;
}

/** The client's preferred encoding of the two made here (brotli first), or none. */
function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((p) => p.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends cached data from ready bytes: no serialising and no compressing per request, and `304 Not Modified`
 * when the client already holds this answer (If-None-Match).
 */
export function sendReady(req: FastifyRequest, reply: FastifyReply, data: RawJson, lang: Lang) {
  const ready = readyOf(data, lang);
  reply.header('etag', ready.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === ready.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    ready.plain.length >= COMPRESS_FROM_BYTES ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (encoding === 'br') {
    ready.br ??= zlib.brotliCompressSync(ready.plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: ready.plain.length,
      },
    });
    return reply.header('content-encoding', 'br').send(ready.br);
  }
  if (encoding === 'gzip') {
    ready.gzip ??= zlib.gzipSync(ready.plain, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(ready.gzip);
  }
  return reply.send(ready.plain);
}
