import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type Lang } from '@mall/contracts';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { langFromHeader, translate } from './i18n/translate.ts';
import { isDatabaseUnavailable, reportOutage, RETRY_AFTER_SECONDS } from './outage.ts';

export function successEnvelope<T>(data: T, lang: Lang) {
  return { code: 0, message: translate(lang, 'SUCCESS'), data, timestamp: Math.floor(Date.now() / 1000) };
}

/** The same envelope as text, around data that is already JSON. */
export function rawSuccessEnvelope(dataJson: string, lang: Lang): string {
  const message = JSON.stringify(translate(lang, 'SUCCESS'));
  return `{"code":0,"message":${message},"data":${dataJson},"timestamp":${Math.floor(Date.now() / 1000)}}`;
}

export function errorEnvelope(err: AppError, lang: Lang) {
  return {
    code: err.code,
    message: translate(lang, err.messageKey, err.params),
    data: err.data,
    error_code: err.errorCode,
    timestamp: Math.floor(Date.now() / 1000),
  };
}

/** Turns a zod failure into one readable line: "keyword: Too small: expected string to have >=1 characters". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Fastify's own refusals of a body no call could read (too large, a type no call takes) keep their status. */
const STATUS_BEFORE_ANY_CALL = new Set([413, 415]);

/** An error as it is answered: the HTTP status and the envelope's error. */
interface Answer {
  status: number;
  error: AppError;
}

const parameterError = (detail: string) =>
  new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail } });

/**
 * Every outcome of a call is HTTP 200 with the envelope, refusals included (DESIGN §4: the original's clients
 * read the envelope only from a successful answer). Other statuses only where no call answered: no such path,
 * a body over the limit, a flood limit, the database out of reach; a bug is a 500 (answered by the caller).
 */
function answerFor(err: unknown, routeMatched: boolean): Answer | null {
  if (err instanceof AppError) return { status: 200, error: err };
  if (err instanceof z.ZodError) return { status: 200, error: parameterError(describeZodError(err)) };
  if (isDatabaseUnavailable(err)) {
    const error = new AppError('SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', {
      retryAfter: RETRY_AFTER_SECONDS,
    });
    return { status: 503, error };
  }
  const status = (err as FastifyError).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 429) return { status, error: new AppError('RATE_LIMITED', 'RATE_LIMITED') };
  // Malformed JSON, an empty JSON body, a broken multipart form: the call's input is wrong.
  const keepsStatus = !routeMatched || STATUS_BEFORE_ANY_CALL.has(status);
  return { status: keepsStatus ? status : 200, error: parameterError((err as FastifyError).message) };
}

/** The answer's error_code goes into the log line of the request ("request completed"). */
export function logErrorCode(reply: FastifyReply, errorCode: string): void {
  reply.log = reply.log.child({ error_code: errorCode });
}

/**
 * The language of an answer no call context was built for (unknown path, body over the limit, unreadable JSON):
 * the browser's Accept-Language, as a call reads it, so the original client's refusals come in its language too.
 */
export function requestLang(req: FastifyRequest, defaultLang: Lang): Lang {
  return req.ctx?.lang ?? langFromHeader(req.headers['accept-language']) ?? defaultLang;
}

/** Every error leaves as the envelope; unexpected ones are logged with the request and answered generically. */
export function registerErrorHandling(app: FastifyInstance, defaultLang: Lang): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req, defaultLang);
    const known = answerFor(err, req.routeOptions.url !== undefined);
    if (known) {
      // Not a bug: the database is restarting or unreachable. Said once, without the SQL (outage.ts).
      if (known.status === 503) reportOutage(req.log, err);
      logErrorCode(reply, known.error.errorCode);
      if (known.error.retryAfter !== undefined) reply.header('retry-after', String(known.error.retryAfter));
      return reply.status(known.status).send(errorEnvelope(known.error, lang));
    }
    logErrorCode(reply, 'UNKNOW_ERROR');
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      code: ERROR_CODES.UNKNOW_ERROR,
      message: translate(lang, 'INTERNAL_ERROR'),
      data: null,
      error_code: 'UNKNOW_ERROR',
      timestamp: Math.floor(Date.now() / 1000),
    });
  });
}
