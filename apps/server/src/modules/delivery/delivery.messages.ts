import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the merchant console's freight template calls. */
export const DELIVERY_MESSAGES = {
  DELIVERY_TEMPLATE_NOT_FOUND: {
    'en-us': 'No such freight template in your shop',
    'zh-cn': '本店没有该运费模板',
    'zh-tw': '本店沒有該運費範本',
    'ko-kr': '매장에 해당 배송비 템플릿이 없습니다',
    ru: 'В вашем магазине нет такого шаблона доставки',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; delivery.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    delivery: typeof DELIVERY_MESSAGES;
  }
}
