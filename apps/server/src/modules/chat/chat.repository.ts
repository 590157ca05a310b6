import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset } from '../../db/paging.ts';
import {
  chatCursor,
  goodsSku,
  member,
  order,
  servicer,
  servicerMember,
  shop,
} from '../../db/schema/index.ts';

/** The shopper's conversations: one per shop, its last message and the agents' unread count, newest first. */
export async function selectConversations(db: Db, memberId: number, page: number, pageSize: number) {
  const res = await db.execute(sql`
    select d.site_id, coalesce(m.servicer_id, 0) as servicer_id, d.content_type, d.type, d.consumer_say,
      d.servicer_say, d.create_time::int as create_time, s.site_name as shop_name, s.logo, s.avatar,
      (select count(*)::int from servicer_dialogue u where u.member_id = ${memberId} and u.site_id = d.site_id
        and u.type <> 0 and u.read = 0) as unread
    from (select distinct on (site_id) * from servicer_dialogue where member_id = ${memberId}
          order by site_id, id desc) d
    left join shop s on s.site_id = d.site_id
    left join servicer_member m on m.member_id = ${memberId} and m.site_id = d.site_id
    order by d.id desc limit ${pageSize} offset ${pageOffset(page, pageSize)}`);
  return rowsOf<ConversationRow>(res);
}

export interface ConversationRow {
  site_id: number;
  servicer_id: number;
  content_type: number;
  type: number;
  consumer_say: string;
  servicer_say: string;
  create_time: number;
  unread: number;
  shop_name: string | null;
  logo: string | null;
  avatar: string | null;
}

export async function selectShopFace(db: Db, siteId: number) {
  const [row] = await db
    .select({ siteName: shop.siteName, logo: shop.logo, avatar: shop.avatar, status: shop.shopStatus })
    .from(shop)
    .where(eq(shop.siteId, siteId));
  return row;
}

// ---- agents ---------------------------------------------------------------------------------------------------

/** The agent account's servicer row, if it has one yet. */
export async function findServicerOfAccount(db: Db, merchantId: number) {
  const [row] = await db.select().from(servicer).where(eq(servicer.merchantId, merchantId));
  return row;
}

/** The agent's servicer row, made on first use only (a parallel first use answers the same row). */
export async function servicerOfAccount(
  db: Db,
  merchantId: number,
  siteId: number,
  nickname: string,
  now: number,
) {
  const found = await findServicerOfAccount(db, merchantId);
  if (found) return found;
  await db
    .insert(servicer)
    .values({ merchantId, siteId, nickname, createTime: now, lastOnlineTime: now })
    .onConflictDoNothing();
  return (await findServicerOfAccount(db, merchantId))!;
}

export function selectServicersOfSites(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      servicerId: servicer.servicerId,
      siteId: servicer.siteId,
      nickname: servicer.nickname,
      avatar: servicer.avatar,
    })
    .from(servicer)
    .where(inArray(servicer.siteId, siteIds))
    .orderBy(servicer.servicerId);
}

/** How many shoppers in the chat each agent serves now (assignment picks the fewest). */
export async function countServedMembers(db: Db, servicerIds: number[]): Promise<Map<number, number>> {
  if (servicerIds.length === 0) return new Map();
  const rows = await db
    .select({ servicerId: servicerMember.servicerId, n: sql<number>`count(*)::int` })
    .from(servicerMember)
    .where(and(inArray(servicerMember.servicerId, servicerIds), eq(servicerMember.online, 1)))
    .groupBy(servicerMember.servicerId);
  return new Map(rows.map((r) => [r.servicerId, r.n]));
}

// ---- a shopper's link to a shop's chat -------------------------------------------------------------------------

export async function selectLink(db: Db, memberId: number, siteId: number) {
  const [row] = await db
    .select()
    .from(servicerMember)
    .where(and(eq(servicerMember.memberId, memberId), eq(servicerMember.siteId, siteId)));
  return row;
}

export async function upsertLink(
  db: Db,
  link: { memberId: number; siteId: number; servicerId: number; online: number },
  now: number,
) {
  await db
    .insert(servicerMember)
    .values({ ...link, createTime: now, lastOnlineTime: now })
    .onConflictDoUpdate({
      target: [servicerMember.memberId, servicerMember.siteId],
      set: { servicerId: link.servicerId, online: link.online, lastOnlineTime: now },
    });
}

/** Leaves every shop's chat (the shopper's last socket closed) or one shop's (bye); answers who served them. */
export async function setLinksOffline(db: Db, memberId: number, siteId?: number) {
  return db
    .update(servicerMember)
    .set({ online: 0 })
    .where(
      and(
        eq(servicerMember.memberId, memberId),
        eq(servicerMember.online, 1),
        siteId === undefined ? undefined : eq(servicerMember.siteId, siteId),
      ),
    )
    .returning({ servicerId: servicerMember.servicerId, siteId: servicerMember.siteId });
}

// ---- the agent's lists -------------------------------------------------------------------------------------------

export interface AgentMemberRow {
  member_id: number;
  nickname: string;
  headimg: string;
  online: number;
  servicer_id: number;
  unread: number;
  last_message: string;
  last_content_type: number;
  last_time: number;
}

/** Every shopper who talked with the shop, with the last message and the shopper's unread count. */
export async function selectShopMembers(db: Db, siteId: number, limit: number): Promise<AgentMemberRow[]> {
  const res = await db.execute(sql`
    select m.member_id, coalesce(nullif(mb.nickname, ''), mb.username, '') as nickname, mb.headimg,
      m.online, m.servicer_id,
      (select count(*)::int from servicer_dialogue u where u.member_id = m.member_id and u.site_id = ${siteId}
        and u.type = 0 and u.read = 0) as unread,
      coalesce(d.consumer_say || d.servicer_say, '') as last_message, coalesce(d.content_type, 0)::int as
      last_content_type, coalesce(d.create_time, m.last_online_time)::int as last_time
    from servicer_member m
    join member mb on mb.member_id = m.member_id
    left join lateral (select * from servicer_dialogue x where x.member_id = m.member_id
      and x.site_id = ${siteId} order by x.id desc limit 1) d on true
    where m.site_id = ${siteId}
    order by coalesce(d.id, 0) desc limit ${limit}`);
  return rowsOf<AgentMemberRow>(res);
}

export async function selectMemberFace(db: Db, memberId: number) {
  const [row] = await db
    .select({ nickname: member.nickname, username: member.username, headimg: member.headimg })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row;
}

// ---- acknowledgements ------------------------------------------------------------------------------------------------

export async function selectCursor(db: Db, uid: string): Promise<number | undefined> {
  const [row] = await db.select({ ackId: chatCursor.ackId }).from(chatCursor).where(eq(chatCursor.uid, uid));
  return row?.ackId;
}

/** Moves the uid's acknowledged id forward only (a late ack of an older message never moves it back). */
export async function advanceCursor(db: Db, uid: string, ackId: number) {
  await db
    .insert(chatCursor)
    .values({ uid, ackId })
    .onConflictDoUpdate({
      target: chatCursor.uid,
      set: { ackId: sql`greatest(${chatCursor.ackId}, ${ackId})` },
    });
}

function rowsOf<T>(res: unknown): T[] {
  return Array.isArray(res) ? (res as T[]) : ((res as { rows: T[] }).rows ?? []);
}

// ---- what a card names -------------------------------------------------------------------------------------------

export async function selectSkuSite(db: Db, skuId: number) {
  const [row] = await db
    .select({ skuId: goodsSku.skuId, siteId: goodsSku.siteId })
    .from(goodsSku)
    .where(and(eq(goodsSku.skuId, skuId), eq(goodsSku.isDelete, 0)));
  return row;
}

/** The member's own order (another member's reads as not found). */
export async function selectMemberOrder(db: Db, memberId: number, orderId: number) {
  const [row] = await db
    .select({ orderId: order.orderId, siteId: order.siteId })
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)));
  return row;
}
