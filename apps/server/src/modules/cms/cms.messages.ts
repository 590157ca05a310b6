import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

/** Texts of the operator's notice and help writes. */
export const CMS_MESSAGES = {
  CMS_NOTICE_NOT_FOUND: t(
    'The notice does not exist',
    '公告不存在',
    '公告不存在',
    '공지가 존재하지 않습니다',
    'Объявление не найдено',
  ),
  CMS_HELP_NOT_FOUND: t(
    'The help article does not exist',
    '帮助文章不存在',
    '幫助文章不存在',
    '도움말이 존재하지 않습니다',
    'Статья справки не найдена',
  ),
  CMS_HELP_CLASS_NOT_FOUND: t(
    'The help class does not exist',
    '帮助分类不存在',
    '幫助分類不存在',
    '도움말 분류가 존재하지 않습니다',
    'Раздел справки не найден',
  ),
  CMS_HELP_CLASS_IN_USE: t(
    'This help class still has articles: move or delete them first',
    '该帮助分类下还有文章，请先移动或删除这些文章',
    '該幫助分類下還有文章，請先移動或刪除這些文章',
    '이 분류에 아직 도움말이 있습니다. 먼저 옮기거나 삭제하세요',
    'В этом разделе ещё есть статьи: сначала перенесите или удалите их',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; cms.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    cms: typeof CMS_MESSAGES;
  }
}
