import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { help, helpClass, notice } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/database.ts';

/*
 * The operator's writes of platform notices and help (site 0). The operator edits the translations (i18n) in the
 * same form as the text, so a save replaces them with what the form holds.
 */

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function selectAdminNoticePage(db: Db, q: { search?: string; page: number; pageSize: number }) {
  const where = and(eq(notice.siteId, 0), q.search ? ilike(notice.title, like(q.search)) : undefined);
  return pageWithTotal(
    db
      .select()
      .from(notice)
      .where(where)
      .orderBy(desc(notice.isTop), desc(notice.createTime), desc(notice.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(notice).where(where),
  );
}

export async function lockNotice(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), eq(notice.siteId, 0)))
    .for('update')
    .limit(1);
  return row;
}

type NoticeFields = { title: string; content: string; isTop: number; sort: number; i18n: Translations };

export async function insertNotice(tx: Tx, fields: NoticeFields, now: number) {
  const [row] = await tx
    .insert(notice)
    .values({ ...fields, siteId: 0, receivingType: 'web', createTime: now })
    .returning();
  return row!;
}

export async function updateNotice(tx: Tx, id: number, fields: NoticeFields) {
  const [row] = await tx.update(notice).set(fields).where(eq(notice.id, id)).returning();
  return row!;
}

export async function deleteNotice(tx: Tx, id: number) {
  await tx.delete(notice).where(and(eq(notice.id, id), eq(notice.siteId, 0)));
}

export function selectAdminHelpClasses(db: Db) {
  return db
    .select({
      classId: helpClass.classId,
      className: helpClass.className,
      sort: helpClass.sort,
      i18n: helpClass.i18n,
      articles: count(help.id),
    })
    .from(helpClass)
    .leftJoin(help, eq(help.classId, helpClass.classId))
    .where(eq(helpClass.siteId, 0))
    .groupBy(helpClass.classId)
    .orderBy(asc(helpClass.sort), asc(helpClass.classId));
}

export async function lockHelpClass(tx: Tx, classId: number) {
  const [row] = await tx
    .select()
    .from(helpClass)
    .where(and(eq(helpClass.classId, classId), eq(helpClass.siteId, 0)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertHelpClass(
  tx: Tx,
  fields: { className: string; sort: number; i18n: Translations },
) {
  const [row] = await tx
    .insert(helpClass)
    .values({ ...fields, siteId: 0 })
    .returning();
  return row!;
}

export async function updateHelpClass(
  tx: Tx,
  classId: number,
  fields: { className: string; sort: number; i18n: Translations },
) {
  const [row] = await tx.update(helpClass).set(fields).where(eq(helpClass.classId, classId)).returning();
  return row!;
}

export async function countClassArticles(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(help).where(eq(help.classId, classId));
  return row?.n ?? 0;
}

export async function deleteHelpClass(tx: Tx, classId: number) {
  await tx.delete(helpClass).where(eq(helpClass.classId, classId));
}

export function selectAdminHelpPage(
  db: Db,
  q: { classId?: number; search?: string; page: number; pageSize: number },
) {
  const conds: SQL[] = [eq(help.siteId, 0)];
  if (q.classId) conds.push(eq(help.classId, q.classId));
  if (q.search) conds.push(ilike(help.title, like(q.search)));
  const where = and(...conds);
  return pageWithTotal(
    db
      .select({ help, className: helpClass.className })
      .from(help)
      .innerJoin(helpClass, eq(helpClass.classId, help.classId))
      .where(where)
      .orderBy(asc(helpClass.sort), asc(help.classId), asc(help.sort), asc(help.id))
      .limit(q.pageSize)
      .offset(pageOffset(q.page, q.pageSize)),
    db.select({ n: count() }).from(help).where(where),
  );
}

export async function lockHelp(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(help)
    .where(and(eq(help.id, id), eq(help.siteId, 0)))
    .for('update')
    .limit(1);
  return row;
}

type HelpFields = {
  classId: number;
  title: string;
  content: string;
  linkAddress: string;
  sort: number;
  i18n: Translations;
};

export async function insertHelp(tx: Tx, fields: HelpFields, now: number) {
  const [row] = await tx
    .insert(help)
    .values({ ...fields, siteId: 0, createTime: now })
    .returning();
  return row!;
}

export async function updateHelp(tx: Tx, id: number, fields: HelpFields) {
  const [row] = await tx.update(help).set(fields).where(eq(help.id, id)).returning();
  return row!;
}

export async function deleteHelp(tx: Tx, id: number) {
  await tx.delete(help).where(eq(help.id, id));
}
