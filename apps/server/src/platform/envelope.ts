import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type Lang } from '@mall/contracts';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { translate } from './i18n/translate.ts';

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

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof z.ZodError)
    return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', { params: { detail: describeZodError(err) } });
  const fe = err as FastifyError;
  // Fastify's own 4xx (malformed JSON, empty body with a JSON content type, body too large, bad media type).
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 429) return new AppError('RATE_LIMITED', 'RATE_LIMITED');
    return new AppError('PARAMETER_ERROR', 'PARAMETER_ERROR', {
      params: { detail: fe.message },
      status: fe.statusCode,
    });
  }
  return null;
}

/** Every error leaves as the envelope; unexpected ones are logged with the request and answered generically. */
export function registerErrorHandling(app: FastifyInstance, defaultLang: Lang): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.ctx?.lang ?? defaultLang;
    const known = toAppError(err);
    if (known) return reply.status(known.status).send(errorEnvelope(known, lang));
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
