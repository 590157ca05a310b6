import multipart, { type MultipartFile } from '@fastify/multipart';
import type { ConsoleAudience, ConsoleCall, Lang } from '@mall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertWellFormed, auditFallback, authenticate, readContext, type ContextOf } from './call.ts';
import { recordCall } from './call-registry.ts';
import {
  assertRoleTableRow,
  authenticateConsole,
  isConsoleAudience,
  type AuditTracker,
} from './console-auth.ts';
import type { Db } from './database.ts';
import { successEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';
import type { MessageKey } from './i18n/messages.ts';

/*
 * The one way a call takes a file (avatars, licences, goods, shop and platform pictures …): a multipart form of
 * text fields (token, lang, the call's own) followed by the `file` part. Multipart parsing is registered in the
 * call's own scope only, so no other call accepts a form. The session is checked, and the call's fields parsed,
 * before a byte of the file is buffered; the token may come in a field before the file or in an
 * `Authorization: Bearer` header. Every upload call is in the registry like other calls, so the fuzz, access and
 * permission suites cover it.
 */

export interface UploadCallOptions<S extends z.ZodType, R, A extends 'member' | ConsoleAudience> {
  path: A extends ConsoleAudience ? ConsoleCall : string;
  auth: A;
  /** The form's own text fields (besides the ones every call carries), parsed like a call's input. */
  input: S;
  maxBytes: number;
  /** What to say when the form has no file, and when the file is over maxBytes. */
  missing: MessageKey;
  tooLarge: MessageKey;
  handler: (file: Buffer, input: z.infer<S>, ctx: ContextOf<A>) => Promise<R>;
}

/**
 * Reads the form up to its first file part: the text fields before it, and the file itself unread (so nothing
 * is buffered before the session is checked). A form without a file answers its fields only.
 */
async function readFormHead(req: FastifyRequest, tooLarge: MessageKey) {
  const fields: Record<string, unknown> = {};
  const parts = req.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await parts.next();
      if (next.done) return { fields, file: undefined };
      const part = next.value;
      if (part.type === 'file') return { fields, file: part as MultipartFile };
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw malformedForm(err, tooLarge);
  }
}

/** A form the parser cannot read (no boundary, cut short, over a limit) is the caller's malformed input. */
function malformedForm(err: unknown, tooLarge: MessageKey): AppError {
  if (err instanceof AppError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PARAMETER_ERROR', tooLarge);
  const detail = err instanceof Error ? err.message : 'malformed multipart form';
  return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });
}

export function uploadCall<S extends z.ZodType, R, A extends 'member' | ConsoleAudience>(
  app: FastifyInstance,
  deps: { db: Db; config: { defaultLang: Lang } },
  opts: UploadCallOptions<S, R, A>,
): void {
  const { db, config } = deps;
  assertRoleTableRow(opts.path, opts.auth);
  recordCall(app, { path: opts.path, input: opts.input, auth: opts.auth, read: false, body: 'multipart' });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: opts.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    scope.post(opts.path, async (req) => {
      const query = { ...((req.query as Record<string, unknown>) ?? {}) };
      delete query.token; // a token in a URL ends up in logs: read as none, as for every call
      req.ctx = readContext(req, query, config.defaultLang).ctx;
      let file: MultipartFile | undefined;
      let fields: Record<string, unknown> = {};
      if (req.isMultipart()) {
        ({ fields, file } = await readFormHead(req, opts.tooLarge));
      } else if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) {
        fields = req.body as Record<string, unknown>;
      }
      const raw = { ...query, ...fields };
      const { ctx, own } = readContext(req, raw, config.defaultLang);
      req.ctx = ctx;
      assertWellFormed(raw);
      let tracker: AuditTracker | undefined;
      if (isConsoleAudience(opts.auth)) {
        tracker = await authenticateConsole(db, ctx, opts.auth, opts.path as ConsoleCall);
      } else {
        await authenticate(db, ctx, 'member');
      }
      const input = opts.input.parse(own);
      if (!file || file.fieldname !== 'file') throw new AppError('PARAMETER_ERROR', opts.missing);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (err) {
        throw malformedForm(err, opts.tooLarge);
      }
      const result = await opts.handler(data, input, ctx as ContextOf<A>);
      if (tracker) await auditFallback(db, req, tracker, result);
      return successEnvelope(result, ctx.lang);
    });
  });
}
