import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the city-site calls. */
export const CITY_MESSAGES = {
  CITY_PLUGIN_NOT_INSTALLED: {
    'en-us': 'City-site plugin not installed',
    'zh-cn': '城市分站插件未安装',
    'zh-tw': '城市分站外掛未安裝',
    'ko-kr': '도시 분점 플러그인이 설치되지 않았습니다',
    ru: 'Плагин городских сайтов не установлен',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; city.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    city: typeof CITY_MESSAGES;
  }
}
