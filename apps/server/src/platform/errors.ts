import { ERROR_CODES, ERROR_HTTP_STATUS, type ErrorCode } from '@mall/contracts';
import type { MessageKey } from './i18n/messages.ts';

/**
 * An expected outcome a service reports (bad input, not found, not allowed, sold out, ...). The error handler
 * turns it into the envelope with the message in the request's language. Anything else thrown is a bug.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly status: number;
  readonly data: unknown;

  constructor(
    errorCode: ErrorCode,
    messageKey: MessageKey,
    opts: { params?: Record<string, string | number>; status?: number; data?: unknown } = {},
  ) {
    super(messageKey);
    this.errorCode = errorCode;
    this.messageKey = messageKey;
    this.params = opts.params ?? {};
    this.status = opts.status ?? ERROR_HTTP_STATUS[errorCode];
    this.data = opts.data ?? null;
  }

  get code(): number {
    return ERROR_CODES[this.errorCode];
  }
}

export const notFound = (what: MessageKey = 'NOT_FOUND') => new AppError('NOT_FOUND', what);
