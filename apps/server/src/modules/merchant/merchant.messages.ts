import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

export const MERCHANT_MESSAGES = {
  MERCHANT_LOGIN_FAILED: t(
    'Wrong username or password',
    '用户名或密码错误',
    '使用者名稱或密碼錯誤',
    '아이디 또는 비밀번호가 올바르지 않습니다',
    'Неверное имя пользователя или пароль',
  ),
  MERCHANT_ORDER_NOT_FOUND: t(
    'No order info obtained',
    '未获取到订单信息',
    '未獲取到訂單資訊',
    '주문 정보를 가져오지 못했습니다',
    'Информация о заказе не получена',
  ),
  MERCHANT_NOT_SHIPPABLE: t(
    'This order cannot be shipped in its current state',
    '订单当前状态不能发货',
    '訂單目前狀態不能發貨',
    '현재 주문 상태에서는 배송할 수 없습니다',
    'Этот заказ нельзя отправить в текущем состоянии',
  ),
  MERCHANT_WRONG_DELIVERY_TYPE: t(
    'This order uses another delivery type',
    '该订单使用其他配送方式',
    '該訂單使用其他配送方式',
    '이 주문은 다른 배송 방식을 사용합니다',
    'У этого заказа другой способ доставки',
  ),
  MERCHANT_LINES_INVALID: t(
    'Choose items of this order that are waiting to be shipped',
    '请选择该订单中待发货的商品',
    '請選擇該訂單中待發貨的商品',
    '이 주문에서 배송 대기 중인 상품을 선택해 주세요',
    'Выберите товары этого заказа, ожидающие отправки',
  ),
  MERCHANT_EXPRESS_UNKNOWN: t(
    'Unknown express company',
    '物流公司不存在',
    '物流公司不存在',
    '알 수 없는 택배사입니다',
    'Неизвестная служба доставки',
  ),
  MERCHANT_PICKUP_CODE_INVALID: t(
    'No order awaits pickup with this code',
    '没有使用该提货码待提货的订单',
    '沒有使用該提貨碼待提貨的訂單',
    '이 픽업 코드로 픽업을 기다리는 주문이 없습니다',
    'Нет заказа, ожидающего выдачи по этому коду',
  ),
  MERCHANT_PACKAGE_EXPRESS: t('Package', '包裹', '包裹', '택배', 'Посылка'),
  MERCHANT_PACKAGE_LOCAL: t('Local delivery', '同城配送', '同城配送', '근거리 배송', 'Местная доставка'),
} satisfies Record<string, Texts>;
