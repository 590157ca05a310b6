import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsEvaluate, member, shopEvaluate } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

export type NewEvaluate = Omit<typeof goodsEvaluate.$inferInsert, 'evaluateId'>;
export type NewShopEvaluate = Omit<typeof shopEvaluate.$inferInsert, 'id'>;

/** The member's first reviews of an order's lines (for the follow-up form and its checks). */
export function selectOrderReviews(db: Db | Tx, memberId: number, orderId: number) {
  return db
    .select()
    .from(goodsEvaluate)
    .where(and(eq(goodsEvaluate.orderId, orderId), eq(goodsEvaluate.memberId, memberId)));
}

/** Writes the reviews of one order; a line reviewed already fails the unique line index (and the tx). */
export async function insertReviews(tx: Tx, rows: NewEvaluate[]): Promise<void> {
  await tx.insert(goodsEvaluate).values(rows);
}

/** Adds the follow-up to the member's reviews without one yet; answers the reviews it changed. */
export function updateFollowUp(
  tx: Tx,
  q: { memberId: number; orderGoodsId: number; content: string; images: string; now: number },
) {
  return tx
    .update(goodsEvaluate)
    .set({ againContent: q.content, againImages: q.images, againTime: q.now })
    .where(
      and(
        eq(goodsEvaluate.orderGoodsId, q.orderGoodsId),
        eq(goodsEvaluate.memberId, q.memberId),
        eq(goodsEvaluate.againContent, ''),
      ),
    )
    .returning({ goodsId: goodsEvaluate.goodsId, isShow: goodsEvaluate.isShow });
}

export async function insertShopEvaluate(tx: Tx, row: NewShopEvaluate): Promise<void> {
  await tx.insert(shopEvaluate).values(row);
}

/**
 * The shop's average scores over the order reviews it received, as 2-decimal strings. An order's scores count
 * only while at least one of its goods reviews is shown: a review the operator hid takes its order's shop
 * scores out with it. Rows of no member are a shop's opening scores (reviews from before the mall's records,
 * seeded for the demo shops) and always count. With nothing left to count the scores are the starting 5.00.
 */
export async function selectShopAverages(tx: Tx, siteId: number) {
  const shown = sql`(${shopEvaluate.memberId} = 0 or exists (select 1 from ${goodsEvaluate}
    where ${goodsEvaluate.orderId} = ${shopEvaluate.orderId} and ${goodsEvaluate.isShow} = 1))`;
  const avg = (column: AnyColumn) => sql<string>`coalesce(round(avg(${column}), 2), 5)::numeric(3,2)::text`;
  const [row] = await tx
    .select({
      desc: avg(shopEvaluate.descCredit),
      service: avg(shopEvaluate.serviceCredit),
      delivery: avg(shopEvaluate.deliveryCredit),
    })
    .from(shopEvaluate)
    .where(and(eq(shopEvaluate.siteId, siteId), shown));
  return row;
}

/** Reviews by id for the consoles' checks (narrowed to the shop when siteId is given). */
export async function selectReviewForUpdate(tx: Tx, evaluateId: number, siteId?: number) {
  const [row] = await tx
    .select()
    .from(goodsEvaluate)
    .where(
      and(
        eq(goodsEvaluate.evaluateId, evaluateId),
        siteId === undefined ? undefined : eq(goodsEvaluate.siteId, siteId),
      ),
    )
    .for('update');
  return row;
}

/** The shop's reply to a review or to its follow-up, only while there is none (guarded). */
export async function updateReply(tx: Tx, evaluateId: number, kind: 'first' | 'again', text: string) {
  const column = kind === 'first' ? goodsEvaluate.explainFirst : goodsEvaluate.againExplain;
  const set = kind === 'first' ? { explainFirst: text } : { againExplain: text };
  const rows = await tx
    .update(goodsEvaluate)
    .set(set)
    .where(and(eq(goodsEvaluate.evaluateId, evaluateId), eq(column, '')))
    .returning({ id: goodsEvaluate.evaluateId });
  return rows.length > 0;
}

/** Shows or hides a review; answers whether it changed (it was not already so). */
export async function updateShow(tx: Tx, evaluateId: number, isShow: number) {
  const rows = await tx
    .update(goodsEvaluate)
    .set({ isShow })
    .where(and(eq(goodsEvaluate.evaluateId, evaluateId), eq(goodsEvaluate.isShow, 1 - isShow)))
    .returning({ id: goodsEvaluate.evaluateId });
  return rows.length > 0;
}

/** The name and head picture a review is signed with: the member's own, never what the client sends. */
export async function selectReviewer(db: Db | Tx, memberId: number) {
  const [row] = await db
    .select({ nickname: member.nickname, username: member.username, headimg: member.headimg })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row;
}
