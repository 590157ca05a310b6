import multipart from '@fastify/multipart';
import { merchantShop } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { assertRoleTableRow, authenticateConsole } from '../../platform/console-auth.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadShopPicture } from './shop-picture.service.ts';

const UPLOAD_PATH = '/merchant/api/shop/upload';

/** The plain text fields sent before the file (token, lang, kind), as the other calls would get them. */
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
    return new AppError('PARAMETER_ERROR', 'SHOP_PICTURE_TOO_LARGE');
  const detail = err instanceof Error ? err.message : 'malformed multipart form';
  return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
}

async function readPicture(req: FastifyRequest): Promise<{ data: Buffer; fields: Record<string, unknown> }> {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'SHOP_PICTURE_MISSING');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    throw malformedForm(err);
  }
}

const kindSchema = merchantShop.uploadKindRequest;

/**
 * POST /merchant/api/shop/upload (multipart: `kind` then `file`): a logo, avatar or banner for the shop's
 * settings. The console session and its role are checked before the form is read; the picture is checked by
 * content and re-encoded. Multipart parsing is registered in this scope only.
 */
export function shopPictureRoutes(app: FastifyInstance, deps: AppDeps): void {
  assertRoleTableRow(UPLOAD_PATH, 'merchant');
  recordCall(app, {
    path: UPLOAD_PATH,
    input: kindSchema,
    auth: 'merchant',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: merchantShop.SHOP_PICTURE_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 4096,
        parts: 12,
      },
    });
    scope.post(UPLOAD_PATH, async (req) => {
      const query = { ...((req.query as Record<string, unknown>) ?? {}) };
      delete query.token;
      // A form's fields are read only after the session check, so the console sends its token in the
      // Authorization header; a JSON body (no file: refused below) may carry it like any call.
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const { ctx } = readContext(req, { ...query, ...body }, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed({ ...query, ...body });
      await authenticateConsole(deps.db, ctx, 'merchant', UPLOAD_PATH);
      if (!req.isMultipart()) throw new AppError('PARAMETER_ERROR', 'SHOP_PICTURE_MISSING');
      const { data, fields } = await readPicture(req);
      const raw = { ...query, ...fields };
      assertWellFormed(raw);
      const { own } = readContext(req, raw, deps.config.defaultLang);
      const { kind } = kindSchema.parse(own);
      const shopCtx = ctx as MerchantContext;
      const saved = await uploadShopPicture(deps.config.uploadDir, shopCtx.siteId, kind, data);
      await shopCtx.audit(deps.db, { target: 'shop_picture', targetId: shopCtx.siteId, after: saved });
      return successEnvelope(saved, ctx.lang);
    });
  });
}
