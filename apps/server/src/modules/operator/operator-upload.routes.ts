import multipart from '@fastify/multipart';
import { consoleSession } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { authenticateConsole } from '../../platform/console-auth.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { saveUpload } from '../../platform/uploads.ts';

const PATH = '/operator/api/upload/picture';
const MAX_BYTES = 2 * 1024 * 1024;
/** Logos, category and brand pictures: never shown larger than this. */
const MAX_SIDE = 1200;
const FOLDER = 'platform';

function fieldValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field') values[name] = f.value;
  }
  return values;
}

function malformedForm(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PARAMETER_ERROR', 'PICTURE_TOO_LARGE');
  const detail = err instanceof Error ? err.message : 'malformed multipart form';
  return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
}

/** The file and the text fields (token, lang) of a multipart form, or none for any other body. */
async function readForm(req: FastifyRequest) {
  if (!req.isMultipart()) {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    return { data: undefined, fields: body };
  }
  try {
    const file = await req.file();
    if (!file) return { data: undefined, fields: {} };
    const fields = fieldValues(file.fields);
    if (file.fieldname !== 'file') return { data: undefined, fields };
    return { data: await file.toBuffer(), fields };
  } catch (err) {
    throw malformedForm(err);
  }
}

/**
 * POST /operator/api/upload/picture (multipart, field `file`): a picture for the site logo, a category or a
 * brand. Checked by content and re-encoded (picture-reencode.ts), stored with its sizes under upload/platform;
 * answers its path, which the settings, category and brand forms then save. The session is checked like any
 * console call's (the token in the form or an Authorization header) before the picture is looked at.
 */
export function operatorUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  recordCall(app, {
    path: PATH,
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(PATH, async (req) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      const { data, fields } = await readForm(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      const tracker = await authenticateConsole(deps.db, ctx, 'operator', PATH);
      if (!data) throw new AppError('PARAMETER_ERROR', 'PICTURE_MISSING');
      const picture = await reencodePicture(data, MAX_SIDE);
      if (!picture) throw new AppError('PARAMETER_ERROR', 'PICTURE_NOT_IMAGE');
      const path = await saveUpload(deps.config.uploadDir, FOLDER, 'p', picture.ext, picture.data);
      await writeAudit(deps.db, tracker.actor, { target: 'picture', targetId: '', after: { path } });
      return successEnvelope({ path }, ctx.lang);
    });
  });
}
