import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the coupon calls (spec §8 "Plugins", facts §4.4 receive errors). */
export const COUPON_MESSAGES = {
  COUPON_ADDON_MISSING: {
    'en-us': 'Coupon plugin not installed',
    'zh-cn': '优惠券插件未安装',
    'zh-tw': '優惠券外掛未安裝',
    'ko-kr': '쿠폰 플러그인이 설치되지 않았습니다',
    ru: 'Плагин купонов не установлен',
  },
  COUPON_ALL_TAKEN: {
    'en-us': 'All coupons have been taken',
    'zh-cn': '优惠券已被领完了',
    'zh-tw': '優惠券已被領完了',
    'ko-kr': '쿠폰이 모두 소진되었습니다',
    ru: 'Все купоны уже разобраны',
  },
  COUPON_LIMIT_REACHED: {
    'en-us': 'You have reached the collection limit for this coupon',
    'zh-cn': '您已达到该优惠券的领取上限',
    'zh-tw': '您已達到該優惠券的領取上限',
    'ko-kr': '이 쿠폰의 수령 한도에 도달했습니다',
    ru: 'Вы достигли лимита получения этого купона',
  },
  COUPON_ENDED: {
    'en-us': 'This event has ended',
    'zh-cn': '活动已结束',
    'zh-tw': '活動已結束',
    'ko-kr': '이벤트가 종료되었습니다',
    ru: 'Акция завершена',
  },
  COUPON_NOT_FOUND: {
    'en-us': 'This coupon does not exist',
    'zh-cn': '优惠券不存在',
    'zh-tw': '優惠券不存在',
    'ko-kr': '존재하지 않는 쿠폰입니다',
    ru: 'Такого купона нет',
  },
  COUPON_NOT_RECEIVABLE: {
    'en-us': 'This coupon cannot be collected directly',
    'zh-cn': '该优惠券不可直接领取',
    'zh-tw': '該優惠券不可直接領取',
    'ko-kr': '이 쿠폰은 직접 받을 수 없습니다',
    ru: 'Этот купон нельзя получить напрямую',
  },
  COUPON_GOODS_NOT_OWN: {
    'en-us': 'Only goods of your own shop can be listed',
    'zh-cn': '只能选择本店的商品',
    'zh-tw': '只能選擇本店的商品',
    'ko-kr': '자기 매장의 상품만 지정할 수 있습니다',
    ru: 'Можно указать только товары вашего магазина',
  },
  COUPON_SHOP_NOT_FOUND: {
    'en-us': 'One of the listed shops does not exist',
    'zh-cn': '所选店铺中有不存在的店铺',
    'zh-tw': '所選店鋪中有不存在的店鋪',
    'ko-kr': '지정한 매장 중 존재하지 않는 매장이 있습니다',
    ru: 'Один из указанных магазинов не существует',
  },
  COUPON_END_IN_PAST: {
    'en-us': 'The end date must be in the future',
    'zh-cn': '结束时间必须晚于当前时间',
    'zh-tw': '結束時間必須晚於目前時間',
    'ko-kr': '종료일은 현재 이후여야 합니다',
    ru: 'Дата окончания должна быть в будущем',
  },
  COUPON_NOT_RUNNING: {
    'en-us': 'This coupon is not running',
    'zh-cn': '该优惠券未在进行中',
    'zh-tw': '該優惠券未在進行中',
    'ko-kr': '진행 중인 쿠폰이 아닙니다',
    ru: 'Этот купон не действует',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; coupon.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    coupon: typeof COUPON_MESSAGES;
  }
}
