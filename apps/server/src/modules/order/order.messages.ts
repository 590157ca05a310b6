import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, cn: string, tw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': cn,
  'zh-tw': tw,
  'ko-kr': ko,
  ru,
});

/** Order texts: status, type and button names (facts §2.3, §2.4) and the obstacles of the order calls. */
export const ORDER_MESSAGES = {
  ORDER_NOT_FOUND: t(
    'No order info obtained',
    '未获取到订单信息',
    '未獲取到訂單資訊',
    '주문 정보를 가져오지 못했습니다',
    'Информация о заказе не получена',
  ),
  ORDER_STATE_CHANGED: t(
    'The order status has changed, please refresh',
    '订单状态已变化，请刷新后再试',
    '訂單狀態已變化，請重新整理後再試',
    '주문 상태가 변경되었습니다. 새로고침해 주세요',
    'Статус заказа изменился, обновите страницу',
  ),
  ORDER_LOCKED: t(
    'The order is locked by an after-sales request',
    '订单售后中，暂不能操作',
    '訂單售後中，暫不能操作',
    '애프터서비스 진행 중인 주문입니다',
    'Заказ заблокирован заявкой на возврат',
  ),
  ORDER_EXTEND_ONCE: t(
    'Receipt time can be extended only once',
    '每个订单只能延长一次收货时间',
    '每個訂單只能延長一次收貨時間',
    '수령 기한은 한 번만 연장할 수 있습니다',
    'Срок получения можно продлить только один раз',
  ),
  ORDER_NO_PAY_INFO: t(
    'No pay info obtained',
    '未获取到支付信息',
    '未獲取到支付資訊',
    '결제 정보를 가져오지 못했습니다',
    'Информация об оплате не получена',
  ),
  ORDER_NO_PACKAGE: t(
    'No logistics package info',
    '暂无物流包裹信息',
    '暫無物流包裹資訊',
    '배송 패키지 정보가 없습니다',
    'Нет информации о посылках',
  ),
  ORDER_STATUS_0: t('Pending payment', '待支付', '待支付', '결제 대기', 'Ожидает оплаты'),
  ORDER_STATUS_1: t('Pending delivery', '待发货', '待發貨', '배송 대기', 'Ожидает отправки'),
  ORDER_STATUS_2: t('Awaiting pickup', '待提货', '待提貨', '픽업 대기', 'Ожидает самовывоза'),
  ORDER_STATUS_3: t('Shipped', '已发货', '已發貨', '배송 중', 'Отправлен'),
  ORDER_STATUS_4: t('Received', '已收货', '已收貨', '수령 완료', 'Получен'),
  ORDER_STATUS_4_PICKUP: t('Picked up', '已提货', '已提貨', '픽업 완료', 'Забран'),
  ORDER_STATUS_10: t('Completed', '已完成', '已完成', '거래 완료', 'Завершён'),
  ORDER_STATUS_CLOSED: t('Closed', '已关闭', '已關閉', '취소됨', 'Закрыт'),
  ORDER_TYPE_1: t('Regular order', '普通订单', '普通訂單', '일반 주문', 'Обычный заказ'),
  ORDER_TYPE_2: t('Pickup order', '自提订单', '自提訂單', '픽업 주문', 'Заказ с самовывозом'),
  ORDER_TYPE_3: t(
    'Local delivery order',
    '同城配送订单',
    '同城配送訂單',
    '근거리 배송 주문',
    'Заказ с местной доставкой',
  ),
  ORDER_TYPE_4: t('Virtual order', '虚拟订单', '虛擬訂單', '가상 상품 주문', 'Виртуальный заказ'),
  // The promotion an order was bought under (facts §2.1 promotion_type_name).
  ORDER_PROMOTION_SECKILL: t('Flash sale', '秒杀', '秒殺', '타임세일', 'Флеш-распродажа'),
  ORDER_PROMOTION_GROUPBUY: t('Group buy', '团购', '團購', '공동구매', 'Групповая покупка'),
  ORDER_PROMOTION_BUNDLING: t('Combo package', '组合套餐', '組合套餐', '세트 상품', 'Комплект'),
  ORDER_PROMOTION_TOPIC: t('Topic event', '专题活动', '專題活動', '기획전', 'Тематическая акция'),
  DELIVERY_EXPRESS: t('Express', '物流配送', '物流配送', '택배 배송', 'Курьерская доставка'),
  DELIVERY_STORE: t('Store pickup', '门店自提', '門市自取', '매장 픽업', 'Самовывоз из магазина'),
  DELIVERY_LOCAL: t('Local delivery', '同城配送', '同城配送', '근거리 배송', 'Местная доставка'),
  ACTION_ORDER_PAY: t('Pay', '支付', '支付', '결제하기', 'Оплатить'),
  ACTION_ORDER_CLOSE: t('Close order', '关闭订单', '關閉訂單', '주문 취소', 'Закрыть заказ'),
  ACTION_TAKE_DELIVERY: t('Confirm receipt', '确认收货', '確認收貨', '수령 확인', 'Подтвердить получение'),
  ACTION_TRACE: t('View logistics', '查看物流', '查看物流', '배송 조회', 'Отследить'),
  ACTION_EXTEND: t(
    'Extend receipt time',
    '延长收货',
    '延長收貨',
    '수령 기한 연장',
    'Продлить срок получения',
  ),
  ACTION_EVALUATE: t('Review', '评价', '評價', '리뷰 작성', 'Оставить отзыв'),
  ACTION_EVALUATE_AGAIN: t('Follow-up review', '追评', '追評', '추가 리뷰', 'Дополнить отзыв'),
  // The shop's order actions (the merchant API and, later, the consoles).
  ORDER_NOT_SHIPPABLE: t(
    'This order cannot be shipped in its current state',
    '订单当前状态不能发货',
    '訂單目前狀態不能發貨',
    '현재 주문 상태에서는 배송할 수 없습니다',
    'Этот заказ нельзя отправить в текущем состоянии',
  ),
  ORDER_WRONG_DELIVERY_TYPE: t(
    'This order uses another delivery type',
    '该订单使用其他配送方式',
    '該訂單使用其他配送方式',
    '이 주문은 다른 배송 방식을 사용합니다',
    'У этого заказа другой способ доставки',
  ),
  ORDER_LINES_NOT_WAITING: t(
    'Choose items of this order that are waiting to be shipped',
    '请选择该订单中待发货的商品',
    '請選擇該訂單中待發貨的商品',
    '이 주문에서 배송 대기 중인 상품을 선택해 주세요',
    'Выберите товары этого заказа, ожидающие отправки',
  ),
  ORDER_PICKUP_CODE_INVALID: t(
    'No order awaits pickup with this code',
    '没有使用该提货码待提货的订单',
    '沒有使用該提貨碼待提貨的訂單',
    '이 픽업 코드로 픽업을 기다리는 주문이 없습니다',
    'Нет заказа, ожидающего выдачи по этому коду',
  ),
  ORDER_PACKAGE_EXPRESS: t('Package', '包裹', '包裹', '택배', 'Посылка'),
  ORDER_PACKAGE_LOCAL: t('Local delivery', '同城配送', '同城配送', '근거리 배송', 'Местная доставка'),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; order.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    order: typeof ORDER_MESSAGES;
  }
}
