import type { help, helpClass } from '../schema/index.ts';
import { HELP_ARTICLES_A } from './cms-help-a.ts';
import { HELP_ARTICLES_B } from './cms-help-b.ts';
import type { HelpSection } from './cms-help-section.ts';
import { HELP_CLASS_I18N, HELP_TITLE_I18N } from './cms-help-i18n.ts';
import { BASE_TIME, DAY } from './random.ts';
import { i18nOf, translationOf } from './translations.ts';

type HelpClassRow = typeof helpClass.$inferInsert;
type HelpRow = typeof help.$inferInsert;

const SECTIONS: HelpSection[] = [...HELP_ARTICLES_A, ...HELP_ARTICLES_B];

export function helpRows(): { classes: HelpClassRow[]; articles: HelpRow[] } {
  const classes: HelpClassRow[] = [];
  const articles: HelpRow[] = [];
  SECTIONS.forEach(([className, items], ci) => {
    const classId = ci + 1;
    classes.push({
      classId,
      siteId: 0,
      appModule: 'admin',
      className,
      sort: ci + 1,
      i18n: i18nOf({ class_name: translationOf(HELP_CLASS_I18N, className) }),
    });
    items.forEach(([title, content], ai) => {
      articles.push({
        id: articles.length + 1,
        siteId: 0,
        classId,
        title,
        content,
        linkAddress: '',
        sort: ai + 1,
        createTime: BASE_TIME - (200 - articles.length) * DAY,
        i18n: i18nOf({ title: translationOf(HELP_TITLE_I18N, title) }),
      });
    });
  });
  return { classes, articles };
}
