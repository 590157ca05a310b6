import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponType, member, memberRecharge, memberRechargeOrder } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

type DbOrTx = Db | Tx;
export type PackageRow = typeof memberRecharge.$inferSelect;
export type RechargeOrderRow = typeof memberRechargeOrder.$inferSelect;
export type PackageFields = Omit<typeof memberRecharge.$inferInsert, 'rechargeId' | 'saleNum' | 'createTime'>;

/** Packages, newest first; `onSaleOnly` for the storefront (status 1). */
export async function selectPackages(db: DbOrTx, onSaleOnly: boolean, limit: number, offset: number) {
  const where = onSaleOnly ? eq(memberRecharge.status, 1) : undefined;
  const [total] = await db.select({ n: count() }).from(memberRecharge).where(where);
  const list = await db
    .select()
    .from(memberRecharge)
    .where(where)
    .orderBy(desc(memberRecharge.rechargeId))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, list };
}

export async function selectPackage(db: DbOrTx, rechargeId: number, onSaleOnly: boolean) {
  const [row] = await db
    .select()
    .from(memberRecharge)
    .where(
      and(eq(memberRecharge.rechargeId, rechargeId), onSaleOnly ? eq(memberRecharge.status, 1) : undefined),
    );
  return row;
}

export async function insertPackage(tx: Tx, f: PackageFields, now: number): Promise<number> {
  const [row] = await tx
    .insert(memberRecharge)
    .values({ ...f, createTime: now })
    .returning({ id: memberRecharge.rechargeId });
  return row!.id;
}

export async function updatePackage(tx: Tx, rechargeId: number, f: Partial<PackageFields>): Promise<void> {
  await tx.update(memberRecharge).set(f).where(eq(memberRecharge.rechargeId, rechargeId));
}

/** The shops of coupon types (a package's gift coupons are shop coupon types; each is given in its shop). */
export function selectCouponTypeSites(db: DbOrTx, typeIds: number[]) {
  if (typeIds.length === 0) return Promise.resolve([]);
  return db
    .select({ typeId: couponType.couponTypeId, siteId: couponType.siteId })
    .from(couponType)
    .where(inArray(couponType.couponTypeId, typeIds));
}

/** The next order id, so its number can be made before the row is written. */
export async function nextOrderId(tx: Tx): Promise<number> {
  const res = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('member_recharge_order', 'order_id'))::int as id`,
  );
  return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

export async function insertOrder(tx: Tx, row: typeof memberRechargeOrder.$inferInsert): Promise<void> {
  await tx.insert(memberRechargeOrder).values(row);
}

export async function selectMemberOrders(db: DbOrTx, memberId: number, limit: number, offset: number) {
  const where = eq(memberRechargeOrder.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(memberRechargeOrder).where(where);
  // The package's names per language come along (one join by primary key): the order copied one name only.
  const list = await db
    .select({ order: memberRechargeOrder, names: memberRecharge.i18n })
    .from(memberRechargeOrder)
    .leftJoin(memberRecharge, eq(memberRecharge.rechargeId, memberRechargeOrder.rechargeId))
    .where(where)
    .orderBy(desc(memberRechargeOrder.orderId))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, list };
}

/** Whether the payment number belongs to an unpaid top-up order (the pay flow applies it only then). */
export async function hasUnpaidOrder(tx: DbOrTx, outTradeNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberRechargeOrder.orderId })
    .from(memberRechargeOrder)
    .where(and(eq(memberRechargeOrder.outTradeNo, outTradeNo), eq(memberRechargeOrder.status, 1)));
  return row !== undefined;
}

/** Marks the top-up order paid, once (guarded on status 1); answers the row, or undefined when not unpaid. */
export async function markOrderPaid(tx: Tx, outTradeNo: string, payType: string, now: number) {
  const [row] = await tx
    .update(memberRechargeOrder)
    .set({ status: 2, payType, payTime: now, price: sql`${memberRechargeOrder.buyPrice}` })
    .where(and(eq(memberRechargeOrder.outTradeNo, outTradeNo), eq(memberRechargeOrder.status, 1)))
    .returning();
  return row;
}

export async function countSale(tx: Tx, rechargeId: number): Promise<void> {
  await tx
    .update(memberRecharge)
    .set({ saleNum: sql`${memberRecharge.saleNum} + 1` })
    .where(eq(memberRecharge.rechargeId, rechargeId));
}

/**
 * Deletes unpaid top-up orders created before `before` (facts §4.3: the auto-close cron deletes them), locked
 * and skipped when another process holds them; answers their payment numbers, whose pay rows are cancelled.
 */
export async function deleteDueUnpaid(tx: Tx, before: number, limit: number): Promise<string[]> {
  const due = await tx
    .select({ id: memberRechargeOrder.orderId })
    .from(memberRechargeOrder)
    .where(and(eq(memberRechargeOrder.status, 1), lt(memberRechargeOrder.createTime, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  const gone = await tx
    .delete(memberRechargeOrder)
    .where(
      and(
        inArray(
          memberRechargeOrder.orderId,
          due.map((d) => d.id),
        ),
        eq(memberRechargeOrder.status, 1),
      ),
    )
    .returning({ outTradeNo: memberRechargeOrder.outTradeNo });
  return gone.map((g) => g.outTradeNo);
}

/** The buyer's nickname, copied onto the order as the original does. */
export async function selectNickname(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db.select({ n: member.nickname }).from(member).where(eq(member.memberId, memberId));
  return row?.n ?? '';
}
