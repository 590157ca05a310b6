import multipart from '@fastify/multipart';
import { member as memberContract, review } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { findSession } from '../../platform/auth/session-store.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { saveUpload } from '../../platform/uploads.ts';
import { PICTURE_FOLDER } from './review-rules.ts';

/** Review pictures are shown at most this large (the goods page shows them as thumbnails and a preview). */
const MAX_SIDE = 1600;

/** The plain text fields sent with the file (token, lang, app_type…), as the other calls would get them. */
function fieldValues(fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const f = field as { type?: string; value?: unknown };
    if (f && f.type === 'field') values[name] = f.value;
  }
  return values;
}

async function readFile(req: FastifyRequest) {
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'REVIEW_NOT_IMAGE');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PARAMETER_ERROR', 'REVIEW_PICTURE_TOO_LARGE');
    throw new AppError('PARAMETER_ERROR', 'REVIEW_NOT_IMAGE');
  }
}

/**
 * POST /api/upload/evaluateimg (multipart, field `file`; facts §2.7): a review picture of the logged-in member,
 * decided by content and re-encoded, stored as upload/evaluate/<member>-<random>; answers data.pic_path.
 * Multipart is registered in this scope only.
 */
export function reviewPictureRoute(app: FastifyInstance, deps: AppDeps): void {
  const path = review.EVALUATE_UPLOAD_PATH;
  recordCall(app, {
    path,
    input: memberContract.emptyRequest,
    auth: 'member',
    read: false,
    body: 'multipart',
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: review.EVALUATE_UPLOAD_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 4096,
        parts: 12,
      },
    });
    scope.post(path, async (req) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      if (!req.isMultipart()) throw new AppError('PARAMETER_ERROR', 'REVIEW_NOT_IMAGE');
      const { data, fields } = await readFile(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      const session = ctx.token ? await findSession(deps.db, ctx.token) : null;
      if (!session) throw new AppError('TOKEN_ERROR', ctx.token ? 'TOKEN_ERROR' : 'NOT_LOGGED_IN');
      const picture = await reencodePicture(data, MAX_SIDE);
      if (!picture) throw new AppError('PARAMETER_ERROR', 'REVIEW_NOT_IMAGE');
      const stored = await saveUpload(
        deps.config.uploadDir,
        PICTURE_FOLDER,
        String(session.memberId),
        picture.ext,
        picture.data,
      );
      return successEnvelope({ pic_path: stored }, ctx.lang);
    });
  });
}
