import type { FastifyServerOptions } from 'fastify';

/** Query keys whose values never reach a log line (an old client may still put a token in a URL). */
const SECRET_KEYS = /^(token|password|pay_password|new_password|old_password|code|captcha_code|key|sign)$/i;

/** The request's URL with the values of secret query keys replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
      return SECRET_KEYS.test(name) && eq >= 0 ? `${pair.slice(0, eq)}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * Log settings that keep secrets out of the logs: request lines carry the method, the URL with secret query
 * values replaced and the address, never headers or bodies; credentials in headers and the parameters of a
 * failed SQL statement (session-token hashes, captcha answers) are redacted wherever they appear.
 */
export function redactedLogger(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.token',
        'res.headers["set-cookie"]',
        'err.params',
        'err.cause.parameters',
        'err.cause.detail',
        '*.password',
        '*.pay_password',
        '*.token',
        '*.captcha_code',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}
