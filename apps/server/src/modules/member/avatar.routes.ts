import multipart from '@fastify/multipart';
import { member as contract } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { findSession } from '../../platform/auth/session-store.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { replaceAvatar } from './avatar.service.ts';

const AVATAR_PATH = '/api/member/modifyheadimg';

/** The plain text fields sent before the file (token, lang, app_type…), as the other calls would get them. */
function fieldValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field') values[name] = f.value;
  }
  return values;
}

/** A form the parser cannot read (no boundary, cut short, over a part limit) is the caller's malformed input. */
function malformedForm(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PARAMETER_ERROR', 'AVATAR_TOO_LARGE');
  const detail = err instanceof Error ? err.message : 'malformed multipart form';
  return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
}

async function readPicture(req: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, unknown> }> {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'AVATAR_MISSING');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    throw malformedForm(err);
  }
}

/**
 * POST /api/member/modifyheadimg (multipart). Multipart parsing is registered in this scope only, so no other
 * call accepts file uploads. Login is forced as for every member call.
 */
export function avatarRoutes(app: FastifyInstance, deps: AppDeps): void {
  recordCall(app, {
    path: AVATAR_PATH,
    input: contract.emptyRequest,
    auth: 'member',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: contract.AVATAR_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(AVATAR_PATH, async (req) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      if (!req.isMultipart()) throw new AppError('PARAMETER_ERROR', 'AVATAR_MISSING');
      const { data, fields } = await readPicture(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      const session = ctx.token ? await findSession(deps.db, ctx.token) : null;
      if (!session) throw new AppError('TOKEN_ERROR', ctx.token ? 'TOKEN_ERROR' : 'NOT_LOGGED_IN');
      return successEnvelope(
        await replaceAvatar(deps.db, deps.config.uploadDir, session.memberId, data),
        ctx.lang,
      );
    });
  });
}
