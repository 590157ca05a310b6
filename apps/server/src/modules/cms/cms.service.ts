import { toPaged, type cms } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { selectHelpClasses, selectHelpTitles, selectNoticePage } from './cms.repository.ts';

/** Help classes with their article titles: two queries, however many classes there are. */
export async function helpClassList(db: Db, siteId: number): Promise<cms.HelpClass[]> {
  const classes = await selectHelpClasses(db, siteId);
  const titles = await selectHelpTitles(
    db,
    classes.map((c) => c.classId),
  );
  return classes.map((c) => ({
    class_id: c.classId,
    class_name: c.className,
    child_list: titles.filter((t) => t.classId === c.classId).map((t) => ({ id: t.id, title: t.title })),
  }));
}

export async function noticePage(db: Db, page: number, pageSize: number, receivingType?: string) {
  const { rows, total } = await selectNoticePage(db, page, pageSize, receivingType);
  const list: cms.NoticeItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    is_top: r.isTop,
    create_time: r.createTime,
  }));
  return toPaged(list, total, pageSize);
}
