import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMON_REQUEST_FIELDS,
  commonRequestSchema,
  inputProblem,
  type ConsoleAudience,
  type ConsoleCall,
  type Lang,
} from '@mall/contracts';
import type { z } from 'zod';
import type { Db } from './database.ts';
import { findSession } from './auth/session-store.ts';
import { recordCall, type CallAuth } from './call-registry.ts';
import { assertRoleTableRow, authenticateConsole, isConsoleAudience } from './console-auth.ts';
import type { AuditTracker } from './console-auth.ts';
import { writeAudit } from './audit/audit-log.ts';
import type {
  AgentContext,
  CallContext,
  MemberContext,
  MerchantContext,
  OperatorContext,
} from './context.ts';
import { successEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';
import { langFromHeader } from './i18n/translate.ts';
import { RawJson } from './raw-json.ts';
import { sendReady } from './ready-answer.ts';

// The registry is part of what this file offers: the generated fuzz and access suites read it.
export { registeredCalls, type CallAuth, type RegisteredCall } from './call-registry.ts';

export type ContextOf<A> = A extends 'member'
  ? MemberContext
  : A extends 'merchant'
    ? MerchantContext
    : A extends 'agent'
      ? AgentContext
      : A extends 'operator'
        ? OperatorContext
        : CallContext;

export interface CallOptions<S extends z.ZodType, R, A extends CallAuth | undefined> {
  /** A console call's path is a row of the role table. */
  path: A extends ConsoleAudience ? ConsoleCall : string;
  input: S;
  auth?: A;
  handler: (input: z.infer<S>, ctx: ContextOf<A>, req: FastifyRequest) => Promise<R> | R;
  /** Reads are also answered on GET; writes only on POST. */
  read?: boolean;
}

/**
 * The call's fields: the query string's, then the body's. A `token` in the query string is dropped (read as no
 * token): URLs end up in access logs, proxies and browser history, so a session token travels only in the
 * body of a POST or in an `Authorization: Bearer` header.
 */
function rawInput(req: FastifyRequest): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const query = req.query && typeof req.query === 'object' ? { ...(req.query as object) } : {};
  delete (query as Record<string, unknown>).token;
  return { ...query, ...(body as object) };
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer ([\w-]{20,100})$/.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** Each common field on its own: a malformed one is ignored rather than failing the call (an old cookie). */
function commonFields(common: Record<string, unknown>): Partial<z.infer<typeof commonRequestSchema>> {
  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(commonRequestSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(common[name]);
    if (parsed.success && parsed.data !== undefined) fields[name] = parsed.data;
  }
  return fields;
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
  const c = commonFields(common);
  const ctx: CallContext = {
    lang: c.lang ?? langFromHeader(req.headers['accept-language']) ?? defaultLang,
    // With the city-site plugin off an old SiteKey cookie must not narrow anything.
    websiteId: citySites ? (c.website_id ?? 0) : 0,
    token: c.token || bearerToken(req),
    appType: c.app_type ?? 'pc',
    ip: req.ip,
  };
  return { ctx, own };
}

/**
 * Refuses a request no field of any call could hold (control characters, prototype keys, too deep or too
 * many values) before a schema, a session lookup or a query sees it.
 */
export function assertWellFormed(raw: unknown): void {
  const problem = inputProblem(raw);
  if (problem) throw new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail: problem } });
}

export type DefineCall = <S extends z.ZodType, R, A extends CallAuth | undefined = undefined>(
  opts: CallOptions<S, R, A>,
) => void;

/** Resolves the session of the call's token into the context, or refuses when login is forced. */
export async function authenticate(db: Db, ctx: CallContext, auth: 'member' | 'optional'): Promise<void> {
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
 * A console write that recorded no audit row of its own still leaves one (who, call, its answer), and the
 * omission is logged: every console write is in the audit log.
 */
export async function auditFallback(db: Db, req: FastifyRequest, tracker: AuditTracker, data: unknown) {
  if (tracker.recorded) return;
  req.log.warn({ call: tracker.actor.call }, 'console write recorded no audit entry');
  const after = data instanceof RawJson ? JSON.parse(data.json) : data;
  await writeAudit(db, tracker.actor, { target: '', targetId: '', after });
}

/**
 * Returns the function modules register their calls with: each call's input is checked as a whole, its
 * session checked (a console call's role against the role table), its fields parsed by its contract schema (a
 * failure answers PARAMETER_ERROR) and its result wrapped in the envelope. Every call is listed in the registry
 * (registeredCalls), from which the fuzz, access and permission suites are generated.
 */
export const callRegistrar =
  (
    app: FastifyInstance,
    { db, config }: { db: Db; config: { defaultLang: Lang; addons?: Record<string, number> } },
  ): DefineCall =>
  <S extends z.ZodType, R, A extends CallAuth | undefined>(opts: CallOptions<S, R, A>) => {
    assertRoleTableRow(opts.path, opts.auth);
    const write = opts.read === false;
    recordCall(app, { path: opts.path, input: opts.input, auth: opts.auth, read: !write });
    app.route({
      method: write ? ['POST'] : ['GET', 'POST'],
      url: opts.path,
      handler: async (req, reply) => {
        const raw = rawInput(req);
        const { ctx, own } = readContext(req, raw, config.defaultLang, config.addons?.city !== 0);
        req.ctx = ctx;
        assertWellFormed(raw);
        let tracker: AuditTracker | undefined;
        if (isConsoleAudience(opts.auth)) {
          tracker = await authenticateConsole(db, ctx, opts.auth, opts.path as ConsoleCall);
        }
        const input = opts.input.parse(own);
        if (opts.auth === 'member' || opts.auth === 'optional') await authenticate(db, ctx, opts.auth);
        const data = await opts.handler(input, ctx as ContextOf<A>, req);
        if (tracker && write) await auditFallback(db, req, tracker, data);
        if (data instanceof RawJson) return sendReady(req, reply, data, ctx.lang);
        return successEnvelope(data, ctx.lang);
      },
    });
  };
