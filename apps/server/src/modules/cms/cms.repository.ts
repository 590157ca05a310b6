import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { help, helpClass, notice } from '../../db/schema/index.ts';

export function selectHelpClasses(db: Db, siteId: number) {
  return db
    .select()
    .from(helpClass)
    .where(eq(helpClass.siteId, siteId))
    .orderBy(asc(helpClass.sort), asc(helpClass.classId));
}

export function selectHelpTitles(db: Db, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: help.id, classId: help.classId, title: help.title, i18n: help.i18n })
    .from(help)
    .where(inArray(help.classId, classIds))
    .orderBy(asc(help.sort), asc(help.id));
}

export function selectNoticePage(db: Db, page: number, pageSize: number, receivingType?: string) {
  const where = and(
    eq(notice.siteId, 0),
    receivingType ? sql`${receivingType} = any(string_to_array(${notice.receivingType}, ','))` : undefined,
  );
  return pageWithTotal(
    db
      .select({
        id: notice.id,
        title: notice.title,
        isTop: notice.isTop,
        createTime: notice.createTime,
        i18n: notice.i18n,
      })
      .from(notice)
      .where(where)
      .orderBy(desc(notice.isTop), desc(notice.createTime), desc(notice.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(notice).where(where),
  );
}

export async function selectNotice(db: Db, id: number) {
  const rows = await db
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), eq(notice.siteId, 0)))
    .limit(1);
  return rows[0];
}

const helpItemColumns = {
  id: help.id,
  title: help.title,
  classId: help.classId,
  className: helpClass.className,
  classI18n: helpClass.i18n,
  linkAddress: help.linkAddress,
  createTime: help.createTime,
  i18n: help.i18n,
};

/** Platform help articles, of one class or of all, in the order the help centre shows them. */
export function selectHelpPage(db: Db, page: number, pageSize: number, classId?: number) {
  const where = and(eq(help.siteId, 0), classId ? eq(help.classId, classId) : undefined);
  return pageWithTotal(
    db
      .select(helpItemColumns)
      .from(help)
      .innerJoin(helpClass, eq(helpClass.classId, help.classId))
      .where(where)
      .orderBy(asc(helpClass.sort), asc(helpClass.classId), asc(help.sort), asc(help.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(help).where(where),
  );
}

export async function selectHelp(db: Db, id: number) {
  const rows = await db
    .select({ ...helpItemColumns, content: help.content })
    .from(help)
    .innerJoin(helpClass, eq(helpClass.classId, help.classId))
    .where(and(eq(help.id, id), eq(help.siteId, 0)))
    .limit(1);
  return rows[0];
}
