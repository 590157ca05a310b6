import multipart from '@fastify/multipart';
import { chat } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { findSession } from '../../platform/auth/session-store.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { saveUpload } from '../../platform/uploads.ts';

const CHAT_IMAGE_PATH = '/api/upload/chatimg';
const MAX_BYTES = 5 * 1024 * 1024;
/** Chat pictures are shown in a bubble; 1200 px on the longer side is plenty and bounds what we keep. */
const MAX_SIDE = 1200;

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
    if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', 'CHAT_IMAGE_INVALID');
    return { data: await file.toBuffer(), fields: fieldValues(file.fields) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const detail = err instanceof Error ? err.message : 'malformed multipart form';
    throw new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
  }
}

/**
 * POST /api/upload/chatimg (multipart `file`, facts §7): a picture checked by its content and re-encoded, so
 * what the other side sees is never the uploaded bytes. Answers pic_path (what `say` accepts as an image).
 */
export function chatImageRoute(app: FastifyInstance, deps: AppDeps): void {
  recordCall(app, { path: CHAT_IMAGE_PATH, input: chat.agentEmptyRequest, auth: 'member', read: false, body: 'multipart' });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(CHAT_IMAGE_PATH, async (req) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      if (!req.isMultipart()) throw new AppError('PARAMETER_ERROR', 'CHAT_IMAGE_INVALID');
      const { data, fields } = await readFile(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      const session = ctx.token ? await findSession(deps.db, ctx.token) : null;
      if (!session) throw new AppError('TOKEN_ERROR', ctx.token ? 'TOKEN_ERROR' : 'NOT_LOGGED_IN');
      const picture = await reencodePicture(data, MAX_SIDE);
      if (!picture) throw new AppError('PARAMETER_ERROR', 'CHAT_IMAGE_INVALID');
      const folder = `chat/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
      const path = await saveUpload(deps.config.uploadDir, folder, String(session.memberId), picture.ext, picture.data);
      return successEnvelope({ pic_path: path, pic_name: path.split('/').pop() ?? '', pic_spec: '' }, ctx.lang);
    });
  });
}
