import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsEvaluate, order, shop } from '../../db/schema/index.ts';

export interface ConsoleReviewQuery {
  /** The shop whose reviews are listed (from the session); undefined for the operator (every shop). */
  siteId?: number;
  explainType: number;
  unreplied: boolean;
  page: number;
  pageSize: number;
}

function conditions(q: ConsoleReviewQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.siteId !== undefined) c.push(eq(goodsEvaluate.siteId, q.siteId));
  if (q.explainType) c.push(eq(goodsEvaluate.explainType, q.explainType));
  if (q.unreplied) c.push(eq(goodsEvaluate.explainFirst, ''));
  return and(...c);
}

/** A page of reviews, newest first, with the order number and the shop name; hidden ones included. */
export async function selectConsoleReviews(db: Db, q: ConsoleReviewQuery) {
  const where = conditions(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: goodsEvaluate, orderNo: order.orderNo, siteName: shop.siteName })
      .from(goodsEvaluate)
      .leftJoin(order, eq(order.orderId, goodsEvaluate.orderId))
      .leftJoin(shop, eq(shop.siteId, goodsEvaluate.siteId))
      .where(where)
      .orderBy(desc(goodsEvaluate.evaluateId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(goodsEvaluate).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
