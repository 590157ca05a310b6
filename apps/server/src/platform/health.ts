import type { FastifyInstance } from 'fastify';
import type { Db } from './database.ts';
import { withinTime } from './outage.ts';

/** A health check answers fast or not at all: a load balancer waits for no one. */
const HEALTH_TIMEOUT_MS = 2_000;

/**
 * `/livez` answers without touching anything (and is the benchmarks' same-run ceiling); `/healthz` asks the
 * database, and answers 503 with Retry-After within two seconds when it is down or frozen (the error handler
 * turns DatabaseUnavailableError and driver outages into that answer).
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/livez', async () => ({ status: 'ok' }));
  app.get('/healthz', async () => {
    await withinTime(db.execute('select 1'), HEALTH_TIMEOUT_MS);
    return { status: 'ok' };
  });
}
