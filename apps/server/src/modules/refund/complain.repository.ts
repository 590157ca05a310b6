import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { member, order, orderComplain, orderGoods, orderRefund } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { buyerName } from './refund.repository.ts';

/* Platform rights protection rows (facts §3.2 order_complain): one per order line. */

type DbOrTx = Db | Tx;
export type ComplainRow = typeof orderComplain.$inferSelect;
export type NewComplain = Omit<typeof orderComplain.$inferInsert, 'id'>;

export async function selectComplain(db: DbOrTx, orderGoodsId: number): Promise<ComplainRow | undefined> {
  const [row] = await db.select().from(orderComplain).where(eq(orderComplain.orderGoodsId, orderGoodsId));
  return row;
}

/** Applies, or re-applies over a cancelled or refused complaint; never over an active one (answers false). */
export async function upsertComplain(tx: DbOrTx, row: NewComplain): Promise<boolean> {
  const { orderGoodsId: _key, ...changes } = row;
  const done = await tx
    .insert(orderComplain)
    .values(row)
    .onConflictDoUpdate({
      target: orderComplain.orderGoodsId,
      set: changes,
      setWhere: sql`${orderComplain.complainStatus} in (0, -1)`,
    })
    .returning({ id: orderComplain.id });
  return done.length === 1;
}

/** Moves a complaint from one status to another; false when it was not in `from`. */
export async function moveComplain(
  tx: DbOrTx,
  orderGoodsId: number,
  from: number,
  changes: Partial<NewComplain> & { complainStatus: number },
): Promise<boolean> {
  const done = await tx
    .update(orderComplain)
    .set(changes)
    .where(and(eq(orderComplain.orderGoodsId, orderGoodsId), eq(orderComplain.complainStatus, from)))
    .returning({ id: orderComplain.id });
  return done.length === 1;
}

export async function selectComplainPage(
  db: DbOrTx,
  q: { statuses?: number[]; page: number; pageSize: number },
) {
  const where = q.statuses ? inArray(orderComplain.complainStatus, q.statuses) : undefined;
  const list = await db
    .select({
      complain: orderComplain,
      memberName: buyerName,
      siteName: order.siteName,
      orderNo: order.orderNo,
      skuName: orderGoods.skuName,
      skuImage: orderGoods.skuImage,
      refundStatus: orderGoods.refundStatus,
      // The operator decides on the buyer's evidence: the refund's reason, description and pictures.
      refundReason: orderRefund.refundReason,
      refundRemark: orderRefund.refundRemark,
      refundImages: orderRefund.refundImages,
    })
    .from(orderComplain)
    .innerJoin(orderGoods, eq(orderGoods.orderGoodsId, orderComplain.orderGoodsId))
    .innerJoin(order, eq(order.orderId, orderComplain.orderId))
    .innerJoin(member, eq(member.memberId, orderComplain.memberId))
    .leftJoin(orderRefund, eq(orderRefund.orderGoodsId, orderComplain.orderGoodsId))
    .where(where)
    .orderBy(desc(orderComplain.complainApplyTime), desc(orderComplain.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderComplain)
    .where(where);
  return { list, count: count?.n ?? 0 };
}
