import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

export const MERCHANT_MESSAGES = {
  MERCHANT_EXPRESS_UNKNOWN: t(
    'Unknown express company',
    '物流公司不存在',
    '物流公司不存在',
    '알 수 없는 택배사입니다',
    'Неизвестная служба доставки',
  ),
  MERCHANT_USERNAME_TAKEN: t(
    'This login name is taken',
    '该登录名已被使用',
    '該登入名稱已被使用',
    '이미 사용 중인 로그인 이름입니다',
    'Это имя для входа уже занято',
  ),
  MERCHANT_STAFF_NOT_FOUND: t(
    'No such staff account in your shop',
    '本店没有该员工账号',
    '本店沒有該員工帳號',
    '매장에 해당 직원 계정이 없습니다',
    'В вашем магазине нет такой учётной записи сотрудника',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; merchant.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    merchant: typeof MERCHANT_MESSAGES;
  }
}
