import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberLevel } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;
export type LevelRow = typeof memberLevel.$inferSelect;
export type LevelFields = Pick<
  typeof memberLevel.$inferInsert,
  'levelName' | 'growth' | 'remark' | 'consumeDiscount' | 'isFreeShipping' | 'i18n'
>;

export const selectLevels = (db: DbOrTx) =>
  db.select().from(memberLevel).orderBy(asc(memberLevel.growth), asc(memberLevel.levelId));

export async function selectLevel(db: DbOrTx, levelId: number): Promise<LevelRow | undefined> {
  const [row] = await db.select().from(memberLevel).where(eq(memberLevel.levelId, levelId)).for('update');
  return row;
}

/** Whether another level starts at this growth (thresholds must differ, or the upgrade would be ambiguous). */
export async function growthTaken(db: DbOrTx, growth: number, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberLevel.levelId })
    .from(memberLevel)
    .where(and(eq(memberLevel.growth, growth), ne(memberLevel.levelId, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertLevel(tx: Tx, f: LevelFields): Promise<number> {
  const [row] = await tx.insert(memberLevel).values(f).returning({ id: memberLevel.levelId });
  return row!.id;
}

export async function updateLevel(tx: Tx, levelId: number, f: LevelFields): Promise<void> {
  await tx.update(memberLevel).set(f).where(eq(memberLevel.levelId, levelId));
}

export async function deleteLevel(tx: Tx, levelId: number): Promise<void> {
  await tx.delete(memberLevel).where(eq(memberLevel.levelId, levelId));
}
