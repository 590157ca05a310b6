import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { goodsSku, order, servicer, servicerDialogue, shop } from '../../db/schema/index.ts';

/** The message columns a joined read takes, from the table itself or from a CTE over it (an insert's RETURNING). */
type DialogueSource = Pick<
  typeof servicerDialogue,
  | 'id'
  | 'memberId'
  | 'servicerId'
  | 'siteId'
  | 'type'
  | 'contentType'
  | 'consumerSay'
  | 'servicerSay'
  | 'goodsSkuId'
  | 'orderId'
  | 'read'
  | 'createTime'
>;

/** A message with what both sides show beside it: the agent, the shop, the goods or order of a card. */
const dialogueColumns = (d: DialogueSource) => ({
  id: d.id,
  memberId: d.memberId,
  servicerId: d.servicerId,
  siteId: d.siteId,
  type: d.type,
  contentType: d.contentType,
  consumerSay: d.consumerSay,
  servicerSay: d.servicerSay,
  goodsSkuId: d.goodsSkuId,
  orderId: d.orderId,
  read: d.read,
  createTime: d.createTime,
  nickname: servicer.nickname,
  avatar: servicer.avatar,
  shopName: shop.siteName,
  logo: shop.logo,
  goodsName: goodsSku.skuName,
  skuImage: goodsSku.skuImage,
  price: goodsSku.discountPrice,
  orderNo: order.orderNo,
  orderMoney: order.orderMoney,
  orderStatus: order.orderStatus,
});

/** The joins of a message read: on `db` from the table, or on `db.with(cte)` from that CTE. */
function joined(q: Pick<Db, 'select'>, d: DialogueSource) {
  return q
    .select(dialogueColumns(d))
    .from(d as typeof servicerDialogue)
    .leftJoin(servicer, eq(servicer.servicerId, d.servicerId))
    .leftJoin(shop, eq(shop.siteId, d.siteId))
    .leftJoin(goodsSku, eq(goodsSku.skuId, d.goodsSkuId))
    .leftJoin(order, and(eq(order.orderId, d.orderId), eq(order.memberId, d.memberId)));
}

const dialogueQuery = (db: Db) => joined(db, servicerDialogue);
export type DialogueRow = Awaited<ReturnType<ReturnType<typeof dialogueQuery>['execute']>>[number];

export interface NewDialogue {
  memberId: number;
  servicerId: number;
  siteId: number;
  type: number;
  contentType: number;
  consumerSay?: string;
  servicerSay?: string;
  goodsSkuId?: number;
  orderId?: number;
  createTime: number;
}

/**
 * Stores a message and answers it as the wire shows it, in ONE statement (an INSERT … RETURNING read through the
 * joins): the message is committed when this returns, so a push after it never names a message that is not
 * stored, and the push waits for one round trip instead of two (bench/CHAT-RESULTS.md).
 */
export async function insertDialogue(db: Db, row: NewDialogue): Promise<DialogueRow> {
  const d = db.$with('d').as(db.insert(servicerDialogue).values(row).returning());
  const [saved] = await joined(db.with(d), d as unknown as DialogueSource);
  return saved!;
}

/** A conversation's messages, newest page first (the caller reverses a page to reading order). */
export function selectDialoguePage(db: Db, memberId: number, siteId: number, page: number, limit: number) {
  const where = and(eq(servicerDialogue.memberId, memberId), eq(servicerDialogue.siteId, siteId));
  return pageWithTotal(
    dialogueQuery(db)
      .where(where)
      .orderBy(desc(servicerDialogue.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(servicerDialogue)
      .where(where),
  );
}

/**
 * What a uid missed: messages to it after its acknowledged id, oldest first (at most `max`). An agent's are read
 * within its shop, so both walk an index (member, site, id) or (site, id) from the acknowledged id.
 */
export function selectMissed(
  db: Db,
  to: { memberId: number } | { servicerId: number; siteId: number },
  after: number,
  max: number,
) {
  const where =
    'memberId' in to
      ? and(
          eq(servicerDialogue.memberId, to.memberId),
          ne(servicerDialogue.type, 0),
          gt(servicerDialogue.id, after),
        )
      : and(
          eq(servicerDialogue.siteId, to.siteId),
          eq(servicerDialogue.servicerId, to.servicerId),
          eq(servicerDialogue.type, 0),
          gt(servicerDialogue.id, after),
        );
  return dialogueQuery(db).where(where).orderBy(servicerDialogue.id).limit(max);
}

/** Marks read what the other side said: the agents' messages for a shopper, the shopper's for an agent. */
export async function markRead(db: Db, memberId: number, siteId: number, saidBy: 'servicer' | 'member') {
  await db
    .update(servicerDialogue)
    .set({ read: 1 })
    .where(
      and(
        eq(servicerDialogue.memberId, memberId),
        eq(servicerDialogue.siteId, siteId),
        eq(servicerDialogue.read, 0),
        saidBy === 'member' ? eq(servicerDialogue.type, 0) : ne(servicerDialogue.type, 0),
      ),
    );
}

/** Offline messages of a shop (said while nobody served) are handed to the agent who takes the shopper. */
export async function assignWaiting(db: Db, memberId: number, siteId: number, servicerId: number) {
  await db
    .update(servicerDialogue)
    .set({ servicerId })
    .where(
      and(
        eq(servicerDialogue.memberId, memberId),
        eq(servicerDialogue.siteId, siteId),
        eq(servicerDialogue.servicerId, 0),
        eq(servicerDialogue.type, 0),
      ),
    );
}

/** The shop's messages whose text contains the keyword, newest first. */
export function searchShopDialogues(db: Db, siteId: number, keyword: string, page: number, pageSize: number) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(servicerDialogue.siteId, siteId),
    sql`(${servicerDialogue.consumerSay} ilike ${like} or ${servicerDialogue.servicerSay} ilike ${like})`,
  );
  return pageWithTotal(
    dialogueQuery(db)
      .where(where)
      .orderBy(desc(servicerDialogue.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(servicerDialogue)
      .where(where),
  );
}

export async function maxDialogueId(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${servicerDialogue.id}), 0)::int` })
    .from(servicerDialogue);
  return row?.n ?? 0;
}
