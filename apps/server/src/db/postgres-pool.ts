import pg from 'pg';

/** How the server's connections to PostgreSQL behave when the database is slow, frozen or gone. */
export interface PoolSettings {
  /** Connections per process. */
  max: number;
  /** Opening a connection, or waiting for a free one, gives up after this (then the call answers 503). */
  connectTimeoutMs: number;
  /**
   * The server cancels a statement running longer than this. The client gives up half a second later on its own,
   * because a frozen server cancels nothing.
   */
  statementTimeoutMs: number;
  /** The server ends a session whose transaction sits idle this long (a stalled or frozen mall process). */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = {
  max: 20,
  connectTimeoutMs: 3_000,
  statementTimeoutMs: 3_000,
  idleInTransactionTimeoutMs: 10_000,
};

/** Seen in pg_stat_activity: which mall process holds a connection (operators, and the two-process test). */
export const applicationName = () => `mall-${process.pid}`;

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === 'Query read timeout';

/**
 * pg's client-side query timeout answers the caller but leaves the statement running on the server, maybe
 * inside a transaction whose ROLLBACK never got sent. Handed to the next caller, that connection would commit
 * the abandoned half of the old transaction with its own. So a connection that timed out is closed instead
 * (ending it marks it so the pool drops it on release).
 */
function closeAfterReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (isReadTimeout(err)) client.end().catch(() => {});
      });
    }
    return result;
  };
  Object.assign(client, { query: guarded });
}

/**
 * A pool that survives the database going away. pg-pool listens for errors only on idle connections; a
 * connection that dies while checked out (a transaction across awaits during a restart, a failover,
 * pg_terminate_backend) emits 'error' with no listener, and Node ends the process. Every connection gets a
 * listener of its own here; the query in flight still fails with its own error, and the pool drops the
 * connection when it is released.
 */
export function createPool(url: string, settings: PoolSettings, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + 500,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    application_name: applicationName(),
    keepAlive: true,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    closeAfterReadTimeout(client);
  });
  return pool;
}

/** Any fixed number: every mall process asks for the same one. */
const SCHEMA_LOCK_KEY = 7_340_231_001;

/**
 * Runs work that two processes must not do at once (migrations, the demo seed) on a connection of its own,
 * holding a PostgreSQL advisory lock: a second process waits, then finds the work done. The lock belongs to
 * that connection, so a process killed halfway releases it. No statement timeout here: a migration or the large
 * seed may take minutes.
 */
export async function withSchemaLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: `${applicationName()}-schema` });
  client.on('error', () => {}); // the awaited query reports it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}
