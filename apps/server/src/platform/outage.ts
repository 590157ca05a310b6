/**
 * Telling "the database is not there right now" (restart, failover, frozen, full) apart from a bug, so an outage
 * is answered 503 with Retry-After and logged once at warn, without the SQL and its parameters that drizzle puts
 * in its error messages (session-token hashes, captcha answers).
 */

/** Thrown by our own checks that gave up waiting for the database (the health check). */
export class DatabaseUnavailableError extends Error {}

/** How long a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE classes 08 (connection exception) and 53 (insufficient resources), and single codes: 57P01
// admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57P05 idle_session_timeout, 57014
// query_canceled (statement_timeout), 25P03 idle_in_transaction_session_timeout.
const UNAVAILABLE_CLASSES = ['08', '53'];
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '57014', '25P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres and pg-pool say these in plain text, with no code.
// A pool or an embedded database already closed (a process shutting down) has no database to answer with either.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)|PGlite is closed/;

function speaksOfOutage(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  // Drivers do not always throw Error instances (PGlite and pg can reject with plain objects).
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** The error and its causes (drizzle wraps the driver's error in its own, with the SQL in the message). */
function chain(err: unknown): unknown[] {
  const seen: unknown[] = [];
  for (let e = err; e && seen.length < 6 && !seen.includes(e); e = (e as { cause?: unknown }).cause)
    seen.push(e);
  return seen;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return chain(err).some(speaksOfOutage);
}

/** What went wrong, in words safe for a log line: the driver's own code and message, never the SQL. */
export function outageReason(err: unknown): { code?: string; reason: string } {
  const cause = chain(err).find(speaksOfOutage) as (Error & { code?: unknown }) | undefined;
  if (!cause) return { reason: 'unknown' };
  const code = typeof cause.code === 'string' ? cause.code : undefined;
  return { ...(code ? { code } : {}), reason: cause.message.split('\n')[0]!.slice(0, 200) };
}

export interface WarnLogger {
  warn: (obj: object, msg: string) => void;
}

/** One line per quiet period: during an outage every call fails, and one line says it as well as a thousand. */
const QUIET_MS = 30_000;
let lastLogged = 0;
let suppressed = 0;

/** Starts a new quiet period (for a test that counts the lines, whatever ran before it in the process). */
export function forgetReportedOutages(): void {
  lastLogged = 0;
  suppressed = 0;
}

/** Logs an outage at warn, once per quiet period, with how many failures the previous line stood for. */
export function reportOutage(log: WarnLogger, err: unknown, now = Date.now()): void {
  if (now - lastLogged < QUIET_MS) {
    suppressed++;
    return;
  }
  log.warn({ ...outageReason(err), alsoFailedSinceLastLine: suppressed }, 'database unavailable');
  lastLogged = now;
  suppressed = 0;
}

/** For background work's failures: an outage is reported once (reportOutage), anything else at warn. */
export function warnUnlessOutage(log: WarnLogger, err: unknown, msg: string): void {
  if (isDatabaseUnavailable(err)) reportOutage(log, err);
  else log.warn({ err }, msg);
}

/** Waits for a database answer at most `ms`; past that the database counts as unavailable. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
