import { toPaged, type cms, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import {
  selectHelp,
  selectHelpClasses,
  selectHelpPage,
  selectHelpTitles,
  selectNotice,
  selectNoticePage,
} from './cms.repository.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

/** Help classes with their article titles: two queries, however many classes there are. */
export async function helpClassList(db: Db, siteId: number, lang: Lang): Promise<cms.HelpClass[]> {
  const classes = await selectHelpClasses(db, siteId);
  const titles = await selectHelpTitles(
    db,
    classes.map((c) => c.classId),
  );
  return classes.map((c) => ({
    class_id: c.classId,
    class_name: pickI18n(c.i18n, lang, 'class_name', c.className),
    child_list: titles
      .filter((t) => t.classId === c.classId)
      .map((t) => ({ id: t.id, title: pickI18n(t.i18n, lang, 'title', t.title) })),
  }));
}

export async function noticePage(db: Db, page: number, pageSize: number, lang: Lang, receivingType?: string) {
  const { rows, total } = await selectNoticePage(db, page, pageSize, receivingType);
  const list: cms.NoticeItem[] = rows.map((r) => ({
    id: r.id,
    title: pickI18n(r.i18n, lang, 'title', r.title),
    is_top: r.isTop,
    create_time: r.createTime,
  }));
  return toPaged(list, total, pageSize);
}

/** A notice with its body; the HTML is cleaned on the way out so a bad row can never carry a script. */
export async function noticeInfo(db: Db, id: number, lang: Lang): Promise<cms.NoticeDetail> {
  const r = await selectNotice(db, id);
  if (!r) throw notFound();
  return {
    id: r.id,
    title: pickI18n(r.i18n, lang, 'title', r.title),
    is_top: r.isTop,
    create_time: r.createTime,
    content: sanitizeRichText(pickI18n(r.i18n, lang, 'content', r.content)),
  };
}

type HelpRow = NonNullable<Awaited<ReturnType<typeof selectHelp>>>;

const toHelpItem = (r: Omit<HelpRow, 'content'>, lang: Lang): cms.HelpItem => ({
  id: r.id,
  title: pickI18n(r.i18n, lang, 'title', r.title),
  class_id: r.classId,
  class_name: pickI18n(r.classI18n, lang, 'class_name', r.className),
  link_address: r.linkAddress,
  create_time: r.createTime,
});

export async function helpPage(db: Db, page: number, pageSize: number, lang: Lang, classId?: number) {
  const { rows, total } = await selectHelpPage(db, page, pageSize, classId);
  return toPaged(
    rows.map((r) => toHelpItem(r, lang)),
    total,
    pageSize,
  );
}

export async function helpInfo(db: Db, id: number, lang: Lang): Promise<cms.HelpDetail> {
  const r = await selectHelp(db, id);
  if (!r) throw notFound();
  return { ...toHelpItem(r, lang), content: sanitizeRichText(pickI18n(r.i18n, lang, 'content', r.content)) };
}
