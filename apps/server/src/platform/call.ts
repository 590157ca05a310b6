import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMON_REQUEST_FIELDS, commonRequestSchema, type Lang } from '@mall/contracts';
import type { z } from 'zod';
import type { CallContext } from './context.ts';
import { rawSuccessEnvelope, successEnvelope } from './envelope.ts';
import { langFromHeader } from './i18n/translate.ts';
import { RawJson } from './raw-json.ts';

export interface CallOptions<S extends z.ZodType, R> {
  path: string;
  input: S;
  handler: (input: z.infer<S>, ctx: CallContext, req: FastifyRequest) => Promise<R> | R;
  /** Reads are also answered on GET; writes only on POST. */
  read?: boolean;
}

function rawInput(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const query = req.query && typeof req.query === 'object' ? req.query : {};
  return { ...(query as object), ...(body as object) };
}

/** Splits the fields every call carries from the call's own fields, and fills the context from them. */
export function readContext(
  req: FastifyRequest,
  raw: Record<string, unknown>,
  defaultLang: Lang,
): { ctx: CallContext; own: Record<string, unknown> } {
  const common: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) (COMMON_REQUEST_FIELDS.includes(k) ? common : own)[k] = v;
  // A malformed common field is ignored rather than failing the call: an old cookie must not break the site.
  const parsed = commonRequestSchema.safeParse(common);
  const c = parsed.success ? parsed.data : {};
  const ctx: CallContext = {
    lang: c.lang ?? langFromHeader(req.headers['accept-language']) ?? defaultLang,
    websiteId: c.website_id ?? 0,
    token: c.token || undefined,
    appType: c.app_type ?? 'pc',
    ip: req.ip,
  };
  return { ctx, own };
}

export type DefineCall = <S extends z.ZodType, R>(opts: CallOptions<S, R>) => void;

/**
 * Returns the function modules register their calls with: each call's input is parsed by its contract schema
 * (a failure answers PARAMETER_ERROR) and its result is wrapped in the envelope.
 */
export const callRegistrar =
  (app: FastifyInstance, defaultLang: Lang): DefineCall =>
  (opts) => {
    app.route({
      method: opts.read === false ? ['POST'] : ['GET', 'POST'],
      url: opts.path,
      handler: async (req, reply) => {
        const { ctx, own } = readContext(req, rawInput(req), defaultLang);
        req.ctx = ctx;
        const input = opts.input.parse(own);
        const data = await opts.handler(input, ctx, req);
        if (data instanceof RawJson) {
          return reply.type('application/json; charset=utf-8').send(rawSuccessEnvelope(data.json, ctx.lang));
        }
        return successEnvelope(data, ctx.lang);
      },
    });
  };
