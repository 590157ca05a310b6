import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { goodsCategory, member, shop, shopApply } from '../../../db/schema/index.ts';
import type { Tx } from '../../../platform/jobs/job-runner.ts';

/* Settle-in applications and the shop an approval creates; the member's reads carry the member in the WHERE. */

type DbOrTx = Db | Tx;
export type ApplyRow = typeof shopApply.$inferSelect;
export type NewApply = Omit<typeof shopApply.$inferInsert, 'applyId'>;

/** A top-level category shown in the storefront (the main business a shop declares). */
export async function selectMainCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({ id: goodsCategory.categoryId, name: goodsCategory.categoryName })
    .from(goodsCategory)
    .where(
      and(eq(goodsCategory.categoryId, categoryId), eq(goodsCategory.level, 1), eq(goodsCategory.isShow, 1)),
    );
  return row;
}

/** Inserts the application unless the member has an open one; the partial unique index decides atomically. */
export async function insertApply(db: DbOrTx, row: NewApply) {
  const [added] = await db
    .insert(shopApply)
    .values(row)
    .onConflictDoNothing({ target: shopApply.memberId, where: sql`apply_status in (0, 1)` })
    .returning();
  return added;
}

/** The member's newest application. */
export async function selectLatestOfMember(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select()
    .from(shopApply)
    .where(eq(shopApply.memberId, memberId))
    .orderBy(desc(shopApply.applyId))
    .limit(1);
  return row;
}

/** The operator's list, with each applicant's name (one join, no lookups per row). */
export async function selectApplyPage(
  db: DbOrTx,
  status: number | undefined,
  page: number,
  pageSize: number,
) {
  const where = status === undefined ? undefined : eq(shopApply.applyStatus, status);
  const [total] = await db.select({ n: count() }).from(shopApply).where(where);
  const rows = await db
    .select({
      apply: shopApply,
      memberName: sql<string>`coalesce(nullif(${member.nickname}, ''), ${member.username}, ${member.mobile}, '')`,
    })
    .from(shopApply)
    .leftJoin(member, eq(member.memberId, shopApply.memberId))
    .where(where)
    .orderBy(desc(shopApply.applyId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, count: total?.n ?? 0 };
}

/** The waiting application, locked for the decision's transaction (two operators decide it once). */
export async function lockWaitingApply(tx: Tx, applyId: number) {
  const [row] = await tx.select().from(shopApply).where(eq(shopApply.applyId, applyId)).for('update');
  return row;
}

export async function updateDecision(
  tx: Tx,
  applyId: number,
  set: { applyStatus: number; refuseReason?: string; siteId?: number; auditTime: number },
) {
  const [row] = await tx
    .update(shopApply)
    .set(set)
    .where(and(eq(shopApply.applyId, applyId), eq(shopApply.applyStatus, 0)))
    .returning();
  return row;
}

export async function shopNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shop.siteId })
    .from(shop)
    .where(sql`lower(${shop.siteName}) = lower(${name})`)
    .limit(1);
  return Boolean(row);
}

/** The shop an approved application opens: open at once, its declared main business on the street. */
export async function insertShop(tx: Tx, a: ApplyRow, now: number): Promise<number> {
  const [row] = await tx
    .insert(shop)
    .values({
      siteName: a.shopName,
      categoryName: a.categoryName,
      mainCategoryIds: [a.categoryId],
      telephone: a.contactMobile,
      address: a.address,
      fullAddress: a.address,
      shopStatus: 1,
      createTime: now,
    })
    .returning({ siteId: shop.siteId });
  if (!row) throw new Error('shop insert returned no row');
  return row.siteId;
}
