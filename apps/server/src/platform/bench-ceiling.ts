import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './database.ts';

/** The table the benchmark makes in its own throw-away database; the mall's schema never has it. */
export const BENCH_CEILING_TABLE = 'bench_ceiling_row';
const MAX_ROWS = 200;

/**
 * The checkout benchmark's database ceiling (bench/checkout-round.ts): one transaction that writes `rows` rows
 * through the mall's own pool, in a single statement, answered like any call. Orders/s divided by this says how
 * much of the database's write capacity a checkout uses. Registered only when BENCH_DB_CEILING=on outside
 * production, because it writes to a table only the bench database has.
 */
export function registerBenchCeiling(app: FastifyInstance, db: Db): void {
  app.post('/bench/db-ceiling', async (req) => {
    const asked = Number((req.body as { rows?: unknown } | undefined)?.rows);
    const rows = Number.isInteger(asked) ? Math.min(MAX_ROWS, Math.max(1, asked)) : 1;
    const now = Math.floor(Date.now() / 1000);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ${sql.identifier(BENCH_CEILING_TABLE)} (n, create_time)
            select g, ${now} from generate_series(1, ${rows}) g`,
      );
    });
    return { code: 0, message: 'ok', data: { rows } };
  });
}
