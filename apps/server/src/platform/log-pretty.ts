/*
 * Readable log lines for a person at a terminal (`npm start` in development): "12:04:05 WARN  message key=value",
 * errors with their stack, and a request as one short line "GET /api/x 200 12ms" (only when LOG_LEVEL lets
 * request logs through). Production keeps pino's JSON lines for machines (LOG_FORMAT=json).
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, or that the line's own text already says. */
const QUIET = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'err',
  'req',
  'res',
  'responseTime',
]);

interface Line {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

const clock = (ms: number | undefined) => new Date(ms ?? Date.now()).toISOString().slice(11, 19);
const extras = (l: Line) =>
  Object.entries(l)
    .filter(([k]) => !QUIET.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');

/** Formats pino's JSON lines; the in-flight requests are remembered from "incoming" to "completed". */
export function prettyLogStream(out: { write: (text: string) => unknown } = process.stdout) {
  const pending = new Map<string, string>();
  const format = (l: Line): string | null => {
    const head = `${clock(l.time)} ${(LEVELS[l.level ?? 30] ?? 'INFO').padEnd(5)}`;
    if (l.msg === 'incoming request' && l.reqId) {
      pending.set(l.reqId, `${l.req?.method ?? ''} ${l.req?.url ?? ''}`);
      return null;
    }
    if (l.msg === 'request completed' && l.reqId) {
      const what = pending.get(l.reqId) ?? '';
      pending.delete(l.reqId);
      return `${head} ${what} ${l.res?.statusCode ?? ''} ${Math.round(l.responseTime ?? 0)}ms`;
    }
    const rest = extras(l);
    const stack = l.err ? `\n${l.err.stack ?? l.err.message ?? ''}` : '';
    return `${head} ${l.msg ?? ''}${rest ? ` ${rest}` : ''}${stack}`;
  };
  return {
    write(chunk: string) {
      for (const text of chunk.split('\n').filter(Boolean)) {
        let line: Line;
        try {
          line = JSON.parse(text) as Line;
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        const shown = format(line);
        if (shown !== null) out.write(`${shown}\n`);
      }
    },
  };
}
