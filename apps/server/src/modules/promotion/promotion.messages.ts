import type { Texts } from '../../platform/i18n/texts.ts';

export const PROMOTION_MESSAGES = {
  MANJIAN_PLUGIN_NOT_INSTALLED: {
    'en-us': 'The threshold offer plugin is not installed',
    'zh-cn': '满减送插件未安装',
    'zh-tw': '滿額優惠外掛未安裝',
    'ko-kr': '금액별 할인 플러그인이 설치되지 않았습니다',
    ru: 'Плагин скидок от суммы не установлен',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; promotion.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    promotion: typeof PROMOTION_MESSAGES;
  }
}
