import multipart from '@fastify/multipart';
import { member as memberContract, settle } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { findSession } from '../../../platform/auth/session-store.ts';
import { assertWellFormed, callRegistrar, readContext } from '../../../platform/call.ts';
import { recordCall } from '../../../platform/call-registry.ts';
import { successEnvelope } from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import { registerMessages } from '../../../platform/i18n/messages.ts';
import { SHOP_APPLY_MESSAGES } from './apply.messages.ts';
import { applyForShop, myApply, storeLicence } from './apply.service.ts';

/** The settle-in calls of the storefront (login-forced; the applicant is the session's member). */
export function shopApplyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('shopApply', SHOP_APPLY_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/shopapply/apply',
    auth: 'member',
    read: false,
    input: settle.shopApplyRequest,
    handler: (i, ctx) => applyForShop(db, ctx.memberId, i),
  });
  call({
    path: '/api/shopapply/info',
    auth: 'member',
    input: memberContract.emptyRequest,
    handler: (_i, ctx) => myApply(db, ctx.memberId),
  });
  licenceUploadRoute(app, deps);
}

/** The plain text fields sent before the file (token, lang, app_type…), as the other calls would get them. */
function fieldValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field') values[name] = f.value;
  }
  return values;
}

async function readPicture(req: FastifyRequest) {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_LICENCE');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_TOO_LARGE');
    throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_LICENCE');
  }
}

/** POST /api/shopapply/licence (multipart, field `file`): multipart is registered in this scope only. */
function licenceUploadRoute(app: FastifyInstance, deps: AppDeps): void {
  const path = settle.LICENCE_UPLOAD_PATH;
  recordCall(app, {
    path,
    input: memberContract.emptyRequest,
    auth: 'member',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: settle.LICENCE_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(path, async (req) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      if (!req.isMultipart()) throw new AppError('PARAMETER_ERROR', 'SHOP_APPLY_LICENCE');
      const { data, fields } = await readPicture(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      const session = ctx.token ? await findSession(deps.db, ctx.token) : null;
      if (!session) throw new AppError('TOKEN_ERROR', ctx.token ? 'TOKEN_ERROR' : 'NOT_LOGGED_IN');
      return successEnvelope(await storeLicence(deps.config.uploadDir, session.memberId, data), ctx.lang);
    });
  });
}
