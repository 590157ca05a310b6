import { ERROR_CODES, type ErrorCode } from '@mall/contracts';
import type { MessageKey } from './i18n/messages.ts';

/**
 * An expected outcome a service reports (bad input, not found, not allowed, sold out, ...). The error handler
 * turns it into the envelope with the message in the request's language, sent as HTTP 200 like every answer
 * of a call (DESIGN §4). Anything else thrown is a bug.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly data: unknown;
  /** Seconds until a limit lets the caller try again; sent as the Retry-After header. */
  readonly retryAfter: number | undefined;

  constructor(
    errorCode: ErrorCode,
    messageKey: MessageKey,
    opts: { params?: Record<string, string | number>; data?: unknown; retryAfter?: number } = {},
  ) {
    super(messageKey);
    this.errorCode = errorCode;
    this.messageKey = messageKey;
    this.params = opts.params ?? {};
    this.data = opts.data ?? null;
    this.retryAfter = opts.retryAfter;
  }

  get code(): number {
    return ERROR_CODES[this.errorCode];
  }
}

export const notFound = (what: MessageKey = 'NOT_FOUND') => new AppError('NOT_FOUND', what);

/**
 * The same AppError without a captured stack, for refusals on a hot path (a flash sale turning away a stampede):
 * an expected outcome's stack is never read, and capturing it costs more than the rest of the refusal.
 */
export function quietError(...args: ConstructorParameters<typeof AppError>): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(...args);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
