import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adv, advPosition } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/** Every advert with its position, for the operator's list (a few dozen rows: positions are fixed). */
export function selectAdvertsForAdmin(db: Db) {
  return db
    .select({ advert: adv, apName: advPosition.apName, keyword: advPosition.keyword })
    .from(adv)
    .innerJoin(advPosition, eq(advPosition.apId, adv.apId))
    .orderBy(asc(adv.apId), asc(adv.slideSort), asc(adv.advId));
}

export async function lockAdvert(tx: Tx, advId: number) {
  const [row] = await tx.select().from(adv).where(eq(adv.advId, advId)).for('update');
  return row;
}

export type AdvertFields = Pick<typeof adv.$inferInsert, 'advTitle' | 'advImage' | 'state' | 'i18n'>;

export async function updateAdvert(tx: Tx, advId: number, fields: AdvertFields) {
  await tx.update(adv).set(fields).where(eq(adv.advId, advId));
}
