import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { servicerKeyword, servicerQuickReply } from '../../db/schema/index.ts';

/** A shop's quick replies and keyword auto-replies; every query names the shop (another shop's id: not found). */
export function selectQuickReplies(db: Db, siteId: number) {
  return db
    .select({ id: servicerQuickReply.id, content: servicerQuickReply.content })
    .from(servicerQuickReply)
    .where(eq(servicerQuickReply.siteId, siteId))
    .orderBy(asc(servicerQuickReply.id));
}

export async function saveQuickReply(db: Db, siteId: number, id: number, content: string, now: number) {
  if (id === 0) {
    const [row] = await db
      .insert(servicerQuickReply)
      .values({ siteId, content, createTime: now })
      .returning({ id: servicerQuickReply.id });
    return row!.id;
  }
  const rows = await db
    .update(servicerQuickReply)
    .set({ content })
    .where(and(eq(servicerQuickReply.id, id), eq(servicerQuickReply.siteId, siteId)))
    .returning({ id: servicerQuickReply.id });
  return rows[0]?.id;
}

export async function deleteQuickReply(db: Db, siteId: number, id: number) {
  const rows = await db
    .delete(servicerQuickReply)
    .where(and(eq(servicerQuickReply.id, id), eq(servicerQuickReply.siteId, siteId)))
    .returning({ id: servicerQuickReply.id });
  return rows.length > 0;
}

export function selectKeywords(db: Db, siteId: number) {
  return db
    .select({ id: servicerKeyword.id, keyword: servicerKeyword.keyword, reply: servicerKeyword.reply })
    .from(servicerKeyword)
    .where(eq(servicerKeyword.siteId, siteId))
    .orderBy(asc(servicerKeyword.id));
}

export async function saveKeyword(
  db: Db,
  siteId: number,
  row: { id: number; keyword: string; reply: string },
  now: number,
) {
  if (row.id === 0) {
    const [saved] = await db
      .insert(servicerKeyword)
      .values({ siteId, keyword: row.keyword, reply: row.reply, createTime: now })
      .returning({ id: servicerKeyword.id });
    return saved!.id;
  }
  const rows = await db
    .update(servicerKeyword)
    .set({ keyword: row.keyword, reply: row.reply })
    .where(and(eq(servicerKeyword.id, row.id), eq(servicerKeyword.siteId, siteId)))
    .returning({ id: servicerKeyword.id });
  return rows[0]?.id;
}

export async function deleteKeyword(db: Db, siteId: number, id: number) {
  const rows = await db
    .delete(servicerKeyword)
    .where(and(eq(servicerKeyword.id, id), eq(servicerKeyword.siteId, siteId)))
    .returning({ id: servicerKeyword.id });
  return rows.length > 0;
}
