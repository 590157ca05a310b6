import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, shop, verifier, verifyRecord } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

/* The write-off clerks and the records of what they wrote off; every read carries its owner in the WHERE. */

type DbOrTx = Db | Tx;
export type VerifyRecordRow = typeof verifyRecord.$inferSelect;
export type NewVerifyRecord = Omit<typeof verifyRecord.$inferInsert, 'id'>;

/** The shops the member is a clerk of, with the clerk row of each. */
export function selectClerkShops(db: DbOrTx, memberId: number) {
  return db
    .select({ verifierId: verifier.verifierId, siteId: verifier.siteId, name: verifier.verifierName })
    .from(verifier)
    .where(eq(verifier.memberId, memberId));
}

export async function selectShopName(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = await db.select({ name: shop.siteName }).from(shop).where(eq(shop.siteId, siteId));
  return row?.name ?? '';
}

/** Inserts the record; answers undefined when the code already has one (another clerk won). */
export async function insertRecord(tx: Tx, row: NewVerifyRecord) {
  const [added] = await tx
    .insert(verifyRecord)
    .values(row)
    .onConflictDoNothing({ target: [verifyRecord.verifyType, verifyRecord.verifyCode] })
    .returning();
  return added;
}

export async function selectRecordOfCode(db: DbOrTx, type: string, code: string) {
  const [row] = await db
    .select()
    .from(verifyRecord)
    .where(and(eq(verifyRecord.verifyType, type), eq(verifyRecord.verifyCode, code)));
  return row;
}

/** The clerk's own records, by type or all, newest first. */
export async function selectMemberRecords(
  db: DbOrTx,
  memberId: number,
  type: string | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(verifyRecord.memberId, memberId),
    type ? eq(verifyRecord.verifyType, type) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(verifyRecord).where(where);
  const rows = await db
    .select()
    .from(verifyRecord)
    .where(where)
    .orderBy(desc(verifyRecord.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, count: total?.n ?? 0 };
}

// ---- the shop's clerks (merchant console) --------------------------------------------------------------

const clerkColumns = {
  verifierId: verifier.verifierId,
  memberId: verifier.memberId,
  verifierName: verifier.verifierName,
  createTime: verifier.createTime,
  username: member.username,
  mobile: member.mobile,
};

export async function selectShopClerks(db: DbOrTx, siteId: number, page: number, pageSize: number) {
  const where = eq(verifier.siteId, siteId);
  const [total] = await db.select({ n: count() }).from(verifier).where(where);
  const rows = await db
    .select(clerkColumns)
    .from(verifier)
    .innerJoin(member, eq(member.memberId, verifier.memberId))
    .where(where)
    .orderBy(desc(verifier.verifierId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, count: total?.n ?? 0 };
}

/** The member whose mobile or login name this is. */
export async function selectMemberByAccount(db: DbOrTx, account: string) {
  const [row] = await db
    .select({
      memberId: member.memberId,
      username: member.username,
      nickname: member.nickname,
      mobile: member.mobile,
    })
    .from(member)
    .where(or(eq(member.mobile, account), eq(member.username, account)))
    .limit(1);
  return row;
}

/** Binds the member to the shop; answers undefined when already bound (decided by the unique index). */
export async function insertClerk(
  tx: Tx,
  row: { siteId: number; memberId: number; verifierName: string; createTime: number },
) {
  const [added] = await tx
    .insert(verifier)
    .values(row)
    .onConflictDoNothing({ target: [verifier.siteId, verifier.memberId] })
    .returning({ verifierId: verifier.verifierId });
  return added;
}

/** Unbinds the shop's clerk; another shop's clerk is not found. */
export async function deleteClerk(tx: Tx, siteId: number, verifierId: number) {
  const [gone] = await tx
    .delete(verifier)
    .where(and(eq(verifier.siteId, siteId), eq(verifier.verifierId, verifierId)))
    .returning({ verifierId: verifier.verifierId, memberId: verifier.memberId, name: verifier.verifierName });
  return gone;
}
