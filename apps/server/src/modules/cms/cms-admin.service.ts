import { toPaged, type operator, type Paged, type Translations } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import * as repo from './cms-admin.repository.ts';

/*
 * The operator's notices, help classes and help articles. Bodies are sanitised by the shared allow-list when
 * stored (and again when served), so what the operator previews is what shoppers get. Every write is audited.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Translated bodies go through the same allow-list as the base body. */
const sanitizedTranslations = (i18n: Translations): Translations =>
  Object.fromEntries(
    Object.entries(i18n).map(([lang, fields]) => [
      lang,
      fields.content === undefined ? fields : { ...fields, content: sanitizeRichText(fields.content) },
    ]),
  );

const classView = (r: { classId: number; className: string; sort: number; i18n: unknown }) => ({
  class_id: r.classId,
  class_name: r.className,
  sort: r.sort,
  i18n: r.i18n as Translations,
});
type NoticeRow = Awaited<ReturnType<typeof repo.insertNotice>>;
type HelpRow = Awaited<ReturnType<typeof repo.insertHelp>>;

const noticeView = (r: NoticeRow): operator.AdminNotice => ({
  id: r.id,
  title: r.title,
  content: r.content,
  is_top: r.isTop as 0 | 1,
  sort: r.sort,
  create_time: r.createTime,
  i18n: r.i18n as Translations,
});

const helpView = (r: HelpRow, className: string): operator.AdminHelp => ({
  id: r.id,
  class_id: r.classId,
  class_name: className,
  title: r.title,
  content: r.content,
  link_address: r.linkAddress,
  sort: r.sort,
  create_time: r.createTime,
  i18n: r.i18n as Translations,
});

export async function adminNoticePage(
  db: Db,
  input: operator.NoticeListInput,
): Promise<Paged<operator.AdminNotice>> {
  const { rows, total } = await repo.selectAdminNoticePage(db, {
    search: input.search,
    page: input.page,
    pageSize: input.page_size,
  });
  return toPaged(rows.map(noticeView), total, input.page_size);
}

export async function saveNotice(db: Db, ctx: OperatorContext, input: operator.NoticeSaveInput) {
  const fields = {
    title: input.title,
    content: sanitizeRichText(input.content),
    isTop: input.is_top,
    sort: input.sort,
    i18n: sanitizedTranslations(input.i18n),
  };
  return db.transaction(async (tx) => {
    const before = input.id ? await repo.lockNotice(tx, input.id) : undefined;
    if (input.id && !before) throw new AppError('NOT_FOUND', 'CMS_NOTICE_NOT_FOUND');
    const row = before
      ? await repo.updateNotice(tx, before.id, fields)
      : await repo.insertNotice(tx, fields, nowSeconds());
    const after = noticeView(row);
    await ctx.audit(tx, {
      target: 'notice',
      targetId: row.id,
      before: before ? noticeView(before) : null,
      after,
    });
    return after;
  });
}

export async function removeNotice(db: Db, ctx: OperatorContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockNotice(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'CMS_NOTICE_NOT_FOUND');
    await repo.deleteNotice(tx, id);
    await ctx.audit(tx, { target: 'notice', targetId: id, before: noticeView(before), after: null });
  });
}

export async function adminHelpClasses(db: Db): Promise<operator.AdminHelpClass[]> {
  const rows = await repo.selectAdminHelpClasses(db);
  return rows.map((r) => ({
    class_id: r.classId,
    class_name: r.className,
    sort: r.sort,
    article_count: r.articles,
    i18n: r.i18n as Translations,
  }));
}

export async function saveHelpClass(db: Db, ctx: OperatorContext, input: operator.HelpClassSaveInput) {
  const fields = { className: input.class_name, sort: input.sort, i18n: input.i18n };
  return db.transaction(async (tx) => {
    const before = input.class_id ? await repo.lockHelpClass(tx, input.class_id) : undefined;
    if (input.class_id && !before) throw new AppError('NOT_FOUND', 'CMS_HELP_CLASS_NOT_FOUND');
    const row = before
      ? await repo.updateHelpClass(tx, before.classId, fields)
      : await repo.insertHelpClass(tx, fields);
    const after = classView(row);
    const was = before && classView(before);
    await ctx.audit(tx, { target: 'help_class', targetId: row.classId, before: was ?? null, after });
    return after;
  });
}

/** A class with articles cannot go: its articles would have no class. The class row is locked first. */
export async function removeHelpClass(db: Db, ctx: OperatorContext, classId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockHelpClass(tx, classId);
    if (!before) throw new AppError('NOT_FOUND', 'CMS_HELP_CLASS_NOT_FOUND');
    if ((await repo.countClassArticles(tx, classId)) > 0) throw new AppError('FAIL', 'CMS_HELP_CLASS_IN_USE');
    await repo.deleteHelpClass(tx, classId);
    await ctx.audit(tx, { target: 'help_class', targetId: classId, before: classView(before), after: null });
  });
}

export async function adminHelpPage(
  db: Db,
  input: operator.HelpListInput,
): Promise<Paged<operator.AdminHelp>> {
  const { rows, total } = await repo.selectAdminHelpPage(db, {
    classId: input.class_id,
    search: input.search,
    page: input.page,
    pageSize: input.page_size,
  });
  return toPaged(
    rows.map((r) => helpView(r.help, r.className)),
    total,
    input.page_size,
  );
}

export async function saveHelp(db: Db, ctx: OperatorContext, input: operator.HelpSaveInput) {
  const fields = {
    classId: input.class_id,
    title: input.title,
    content: sanitizeRichText(input.content),
    linkAddress: input.link_address ?? '',
    sort: input.sort,
    i18n: sanitizedTranslations(input.i18n),
  };
  return db.transaction(async (tx) => {
    // The class is locked too, so it cannot be deleted while an article moves into it.
    const cls = await repo.lockHelpClass(tx, input.class_id);
    if (!cls) throw new AppError('NOT_FOUND', 'CMS_HELP_CLASS_NOT_FOUND');
    const before = input.id ? await repo.lockHelp(tx, input.id) : undefined;
    if (input.id && !before) throw new AppError('NOT_FOUND', 'CMS_HELP_NOT_FOUND');
    const row = before
      ? await repo.updateHelp(tx, before.id, fields)
      : await repo.insertHelp(tx, fields, nowSeconds());
    const after = helpView(row, cls.className);
    await ctx.audit(tx, {
      target: 'help',
      targetId: row.id,
      before: before ? helpView(before, '') : null,
      after,
    });
    return after;
  });
}

export async function removeHelp(db: Db, ctx: OperatorContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockHelp(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'CMS_HELP_NOT_FOUND');
    await repo.deleteHelp(tx, id);
    await ctx.audit(tx, { target: 'help', targetId: id, before: helpView(before, ''), after: null });
  });
}
