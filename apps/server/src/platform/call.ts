import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMON_REQUEST_FIELDS, commonRequestSchema, type Lang } from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { findSession } from './auth/session-store.ts';
import type { CallContext, MemberContext } from './context.ts';
import { rawSuccessEnvelope, successEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';
import { langFromHeader } from './i18n/translate.ts';
import { RawJson } from './raw-json.ts';

/**
 * 'member': login forced — no or a dead token answers TOKEN_ERROR (spec §6), the handler gets the member.
 * 'optional': a live token fills ctx.memberId, a missing or dead one is ignored (guest reads).
 */
export type CallAuth = 'member' | 'optional';

export interface CallOptions<S extends z.ZodType, R, A extends CallAuth | undefined> {
  path: string;
  input: S;
  auth?: A;
  handler: (
    input: z.infer<S>,
    ctx: A extends 'member' ? MemberContext : CallContext,
    req: FastifyRequest,
  ) => Promise<R> | R;
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
  citySites = true,
): { ctx: CallContext; own: Record<string, unknown> } {
  const common: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) (COMMON_REQUEST_FIELDS.includes(k) ? common : own)[k] = v;
  // A malformed common field is ignored rather than failing the call: an old cookie must not break the site.
  const parsed = commonRequestSchema.safeParse(common);
  const c = parsed.success ? parsed.data : {};
  const ctx: CallContext = {
    lang: c.lang ?? langFromHeader(req.headers['accept-language']) ?? defaultLang,
    // With the city-site plugin off an old SiteKey cookie must not narrow anything.
    websiteId: citySites ? (c.website_id ?? 0) : 0,
    token: c.token || undefined,
    appType: c.app_type ?? 'pc',
    ip: req.ip,
  };
  return { ctx, own };
}

export type DefineCall = <S extends z.ZodType, R, A extends CallAuth | undefined = undefined>(
  opts: CallOptions<S, R, A>,
) => void;

/** Resolves the session of the call's token into the context, or refuses when login is forced. */
async function authenticate(db: Db, ctx: CallContext, auth: CallAuth): Promise<void> {
  if (!ctx.token) {
    if (auth === 'member') throw new AppError('TOKEN_ERROR', 'NOT_LOGGED_IN');
    return;
  }
  const session = await findSession(db, ctx.token);
  if (session) {
    ctx.memberId = session.memberId;
    ctx.sessionId = session.sessionId;
  } else if (auth === 'member') {
    throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  }
}

/**
 * Returns the function modules register their calls with: each call's input is parsed by its contract schema
 * (a failure answers PARAMETER_ERROR) and its result is wrapped in the envelope.
 */
export const callRegistrar =
  (
    app: FastifyInstance,
    { db, config }: { db: Db; config: { defaultLang: Lang; addons?: Record<string, number> } },
  ): DefineCall =>
  (opts) => {
    app.route({
      method: opts.read === false ? ['POST'] : ['GET', 'POST'],
      url: opts.path,
      handler: async (req, reply) => {
        const { ctx, own } = readContext(req, rawInput(req), config.defaultLang, config.addons?.city !== 0);
        req.ctx = ctx;
        const input = opts.input.parse(own);
        if (opts.auth) await authenticate(db, ctx, opts.auth);
        const data = await opts.handler(input, ctx as MemberContext, req);
        if (data instanceof RawJson) {
          return reply.type('application/json; charset=utf-8').send(rawSuccessEnvelope(data.json, ctx.lang));
        }
        return successEnvelope(data, ctx.lang);
      },
    });
  };
