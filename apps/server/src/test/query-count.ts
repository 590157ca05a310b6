import type { Db } from '../db/client.ts';

/** What Drizzle's session keeps of its logger (every statement, transactions' included, goes through it). */
interface LoggingSession {
  logger: { logQuery: (query: string, params: unknown[]) => void };
  options: { logger?: LoggingSession['logger'] };
}

export interface QueryLog {
  /** The statements sent since the log started (or since the last `clear`), in order. */
  statements: string[];
  clear: () => void;
  stop: () => void;
}

/**
 * Records every statement the app sends through `db` (PGlite or node-postgres), so a test can count a call's
 * round trips. Drizzle hands its session's logger to each transaction's session, so both are replaced.
 */
export function logQueries(db: Db): QueryLog {
  const session = (db as unknown as { session: LoggingSession }).session;
  const before = { logger: session.logger, option: session.options.logger };
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  return {
    statements,
    clear: () => void statements.splice(0),
    stop: () => {
      session.logger = before.logger;
      session.options.logger = before.option;
    },
  };
}
