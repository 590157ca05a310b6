import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../../db/paging.ts';
import { area, member, memberAddress } from '../../../db/schema/index.ts';
import type { Tx } from '../../../db/seed/insert.ts';

export type AddressRow = typeof memberAddress.$inferSelect;
export type AddressValues = Omit<typeof memberAddress.$inferInsert, 'id' | 'memberId' | 'createTime'>;

const own = (memberId: number, id: number) =>
  and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId));

export function selectAreas(db: Db, ids: number[]) {
  return db
    .select({ id: area.id, pid: area.pid, level: area.level, name: area.name })
    .from(area)
    .where(inArray(area.id, ids));
}

export function selectAddressPage(db: Db, memberId: number, page: number, pageSize: number) {
  const where = eq(memberAddress.memberId, memberId);
  return pageWithTotal(
    db
      .select()
      .from(memberAddress)
      .where(where)
      .orderBy(desc(memberAddress.isDefault), desc(memberAddress.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(memberAddress).where(where),
  );
}

export async function selectAddress(
  db: Db | Tx,
  memberId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(memberAddress).where(own(memberId, id));
  return row;
}

/**
 * Serialises one member's address writes (the 20-address limit, the single default) by locking the member's
 * row for the rest of the transaction; other members are not held up.
 */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, memberId)).for('update');
}

export async function countAddresses(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberAddress)
    .where(eq(memberAddress.memberId, memberId));
  return row?.n ?? 0;
}

/** Clears the default flag of the member's other addresses (before one of theirs becomes the default). */
export async function clearDefault(tx: Tx, memberId: number, exceptId = 0): Promise<void> {
  await tx
    .update(memberAddress)
    .set({ isDefault: 0 })
    .where(
      and(
        eq(memberAddress.memberId, memberId),
        eq(memberAddress.isDefault, 1),
        ne(memberAddress.id, exceptId),
      ),
    );
}

export async function insertAddress(tx: Tx, memberId: number, values: AddressValues, now: number) {
  const [row] = await tx
    .insert(memberAddress)
    .values({ ...values, memberId, createTime: now, modifyTime: now })
    .returning({ id: memberAddress.id });
  return row!.id;
}

export async function updateAddress(tx: Tx, memberId: number, id: number, values: Partial<AddressValues>) {
  await tx.update(memberAddress).set(values).where(own(memberId, id));
}

/** Deletes the member's address unless it is the default; answers whether a row went. */
export async function deleteNonDefault(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(memberAddress)
    .where(and(own(memberId, id), eq(memberAddress.isDefault, 0)))
    .returning({ id: memberAddress.id });
  return rows.length > 0;
}
