import multipart from '@fastify/multipart';
import { chat } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { writeAudit } from '../../platform/audit/audit-log.ts';
import { findSession } from '../../platform/auth/session-store.ts';
import { assertWellFormed, readContext } from '../../platform/call.ts';
import { recordCall } from '../../platform/call-registry.ts';
import { authenticateConsole } from '../../platform/console-auth.ts';
import { successEnvelope } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { saveUpload } from '../../platform/uploads.ts';

const MEMBER_PATH = '/api/upload/chatimg';
const AGENT_PATH = '/agent/api/chat/image';
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

/** The file and the text fields (token, lang) of the form; the fields of a body that is no form. */
async function readForm(req: FastifyRequest) {
  if (!req.isMultipart()) {
    // A JSON body (no file) still carries the session, so the refusal is about the missing picture.
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    return { data: undefined, fields: body };
  }
  try {
    const file = await req.file();
    if (!file) return { data: undefined, fields: {} };
    const fields = fieldValues(file.fields);
    return { data: file.fieldname === 'file' ? await file.toBuffer() : undefined, fields };
  } catch (err) {
    const detail = err instanceof Error ? err.message : 'malformed multipart form';
    throw new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
  }
}

/** Checked by content and re-encoded, so what the other side sees is never the uploaded bytes. */
async function storePicture(deps: AppDeps, owner: string, data: Buffer | undefined) {
  const picture = data ? await reencodePicture(data, MAX_SIDE) : null;
  if (!picture) throw new AppError('PARAMETER_ERROR', 'CHAT_IMAGE_INVALID');
  const folder = `chat/${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
  return saveUpload(deps.config.uploadDir, folder, owner, picture.ext, picture.data);
}

/**
 * POST /api/upload/chatimg (the shopper's, multipart `file`, facts §7) and /agent/api/chat/image (the agent's):
 * a chat picture. Answers pic_path, which `say` and `answer` accept as an image message.
 */
export function chatImageRoute(app: FastifyInstance, deps: AppDeps): void {
  const input = chat.agentEmptyRequest;
  recordCall(app, { path: MEMBER_PATH, input, auth: 'member', read: false, body: 'multipart' });
  recordCall(app, { path: AGENT_PATH, input, auth: 'agent', read: false, body: 'multipart' });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    const context = async (req: FastifyRequest) => {
      req.ctx = readContext(req, (req.query as Record<string, unknown>) ?? {}, deps.config.defaultLang).ctx;
      const { data, fields } = await readForm(req);
      const raw = { ...(req.query as object), ...fields };
      const { ctx } = readContext(req, raw, deps.config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      return { ctx, data };
    };
    scope.post(MEMBER_PATH, async (req) => {
      const { ctx, data } = await context(req);
      const session = ctx.token ? await findSession(deps.db, ctx.token) : null;
      if (!session) throw new AppError('TOKEN_ERROR', ctx.token ? 'TOKEN_ERROR' : 'NOT_LOGGED_IN');
      const path = await storePicture(deps, `m${session.memberId}`, data);
      return successEnvelope(
        { pic_path: path, pic_name: path.split('/').pop() ?? '', pic_spec: '' },
        ctx.lang,
      );
    });
    scope.post(AGENT_PATH, async (req) => {
      const { ctx, data } = await context(req);
      const tracker = await authenticateConsole(deps.db, ctx, 'agent', AGENT_PATH);
      const path = await storePicture(deps, `s${tracker.actor.accountId}`, data);
      await writeAudit(deps.db, tracker.actor, { target: 'chat_image', targetId: '', after: { path } });
      return successEnvelope(
        { pic_path: path, pic_name: path.split('/').pop() ?? '', pic_spec: '' },
        ctx.lang,
      );
    });
  });
}
