import type { Texts } from '../../platform/i18n/texts.ts';

export const RECHARGE_MESSAGES = {
  RECHARGE_NOT_FOUND: {
    'en-us': 'This top-up package does not exist or is no longer on sale',
    'zh-cn': '充值套餐不存在或已下架',
    'zh-tw': '儲值方案不存在或已下架',
    'ko-kr': '충전 패키지가 없거나 판매가 종료되었습니다',
    ru: 'Такого пакета пополнения нет или он снят с продажи',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; recharge.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    recharge: typeof RECHARGE_MESSAGES;
  }
}
