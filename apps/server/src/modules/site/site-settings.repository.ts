import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { config, website } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

type DbOrTx = Db | Tx;

export interface MainWebsiteFields {
  title: string;
  logo: string;
  webStatus: number;
  closeReason: string;
}

/** The main site's row (website 0), locked for the rest of the transaction. */
export async function lockMainWebsite(tx: Tx) {
  const [row] = await tx.select().from(website).where(eq(website.websiteId, 0)).for('update').limit(1);
  return row;
}

export async function updateMainWebsite(tx: Tx, fields: MainWebsiteFields): Promise<void> {
  await tx.update(website).set(fields).where(eq(website.websiteId, 0));
}

/** A platform config row's value, whether or not it is in use (the operator edits rows switched off too). */
export async function selectPlatformConfig(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: config.value })
    .from(config)
    .where(and(eq(config.siteId, 0), eq(config.appModule, 'admin'), eq(config.configKey, key)))
    .limit(1);
  return row?.value;
}

/** Writes a platform config row (site 0), creating it on first use; the row is in use from now on. */
export async function upsertPlatformConfig(tx: Tx, key: string, value: unknown): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await tx
    .insert(config)
    .values({ siteId: 0, appModule: 'admin', configKey: key, value, isUse: 1, modifyTime: now })
    .onConflictDoUpdate({
      target: [config.siteId, config.appModule, config.configKey],
      set: { value: sql`excluded.value`, isUse: 1, modifyTime: now },
    });
}
