import multipart from '@fastify/multipart';
import { merchantGoods } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { assertWellFormed, readContext } from '../../../platform/call.ts';
import { recordCall } from '../../../platform/call-registry.ts';
import { authenticateConsole } from '../../../platform/console-auth.ts';
import type { MerchantContext } from '../../../platform/context.ts';
import { successEnvelope } from '../../../platform/envelope.ts';
import { AppError } from '../../../platform/errors.ts';
import { GOODS_PICTURE_MAX_BYTES, saveGoodsPicture } from './goods-picture.ts';

const UPLOAD_PATH = '/merchant/api/upload/picture';

function fieldValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field') values[name] = f.value;
  }
  return values;
}

/** A form the parser cannot read (no boundary, cut short, over a limit) is the caller's malformed input. */
function malformedForm(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PARAMETER_ERROR', 'MGOODS_UPLOAD_TOO_LARGE');
  const detail = err instanceof Error ? err.message : 'malformed multipart form';
  return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
}

async function readPicture(req: FastifyRequest) {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'MGOODS_UPLOAD_MISSING');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    throw malformedForm(err);
  }
}

/**
 * POST /merchant/api/upload/picture (multipart, field `file`; the token in a form field or a Bearer header):
 * a goods picture of the session's shop, checked by content and re-encoded. Multipart parsing is registered
 * in this scope only. The session is checked as for every console call (role table row), and the upload is
 * written to the audit log.
 */
export function goodsUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  recordCall(app, {
    path: UPLOAD_PATH,
    input: merchantGoods.emptyRequest,
    auth: 'merchant',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: GOODS_PICTURE_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(UPLOAD_PATH, async (req) => {
      const query = { ...((req.query as Record<string, unknown>) ?? {}) };
      delete query.token;
      req.ctx = readContext(req, query, deps.config.defaultLang).ctx;
      let raw: Record<string, unknown> = query;
      let data: Buffer | undefined;
      if (req.isMultipart()) {
        const form = await readPicture(req);
        data = form.data;
        raw = { ...query, ...form.fields };
      } else if (req.body && typeof req.body === 'object') {
        raw = { ...query, ...(req.body as object) };
      }
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      await authenticateConsole(deps.db, ctx, 'merchant', UPLOAD_PATH);
      if (!data) throw new AppError('PARAMETER_ERROR', 'MGOODS_UPLOAD_MISSING');
      const shopCtx = ctx as MerchantContext;
      const saved = await saveGoodsPicture(deps.config.uploadDir, shopCtx.siteId, data);
      await deps.db.transaction((tx) =>
        shopCtx.audit(tx, { target: 'picture', targetId: saved.pic_path, before: null, after: saved }),
      );
      return successEnvelope(saved, ctx.lang);
    });
  });
}
