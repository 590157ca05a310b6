import { toPaged, type cms, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { selectHelpClasses, selectHelpTitles, selectNoticePage } from './cms.repository.ts';

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
