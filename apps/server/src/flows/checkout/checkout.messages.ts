import type { Texts } from '../../platform/i18n/texts.ts';

/** Checkout texts; the obstacle texts are the spec's (§5, §8 "Stock", "Quantity", "Order data", "Delivery", "Payment"). */
export const CHECKOUT_MESSAGES = {
  CHECKOUT_NO_DATA: {
    'en-us': 'No order data obtained for creation',
    'zh-cn': '未获取到创建订单所需数据',
    'zh-tw': '未獲取到建立訂單所需資料',
    'ko-kr': '주문 생성에 필요한 데이터를 가져오지 못했습니다',
    ru: 'Не получены данные для создания заказа',
  },
  CHECKOUT_LINE_NOT_FOUND: {
    'en-us': 'A selected cart item does not exist',
    'zh-cn': '所选购物车商品不存在',
    'zh-tw': '所選購物車商品不存在',
    'ko-kr': '선택한 장바구니 상품이 없습니다',
    ru: 'Выбранный товар корзины не найден',
  },
  CHECKOUT_ADDRESS_NOT_FOUND: {
    'en-us': 'The delivery address does not exist',
    'zh-cn': '收货地址不存在',
    'zh-tw': '收貨地址不存在',
    'ko-kr': '배송지가 없습니다',
    ru: 'Адрес доставки не найден',
  },
  CHECKOUT_NO_ADDRESS: {
    'en-us': 'Please add a delivery address first',
    'zh-cn': '请先添加收货地址',
    'zh-tw': '請先新增收貨地址',
    'ko-kr': '먼저 배송지를 추가해 주세요',
    ru: 'Сначала добавьте адрес доставки',
  },
  CHECKOUT_NO_DELIVERY_METHOD: {
    'en-us': 'The merchant has not configured a payment or delivery method',
    'zh-cn': '商家未设置支付或配送方式',
    'zh-tw': '商家未設定支付或配送方式',
    'ko-kr': '판매자가 결제 또는 배송 방식을 설정하지 않았습니다',
    ru: 'Продавец не настроил способ оплаты или доставки',
  },
  CHECKOUT_NO_STORE: {
    'en-us': 'No store to pick up from, please choose another delivery type',
    'zh-cn': '没有可提货的门店，请选择其他配送方式',
    'zh-tw': '沒有可提貨的門市，請選擇其他配送方式',
    'ko-kr': '픽업할 매장이 없습니다. 다른 배송 방식을 선택해 주세요',
    ru: 'Нет пункта самовывоза, выберите другой способ доставки',
  },
  CHECKOUT_DELIVERY_TIME_REQUIRED: {
    'en-us': 'Please choose a delivery time between {start} and {end}',
    'zh-cn': '请选择 {start} 至 {end} 之间的配送时间',
    'zh-tw': '請選擇 {start} 至 {end} 之間的配送時間',
    'ko-kr': '{start}~{end} 사이의 배송 시간을 선택해 주세요',
    ru: 'Выберите время доставки с {start} до {end}',
  },
  CHECKOUT_LOCAL_START_MONEY: {
    'en-us': 'Local delivery starts from an order of {money}',
    'zh-cn': '同城配送起送金额为 {money}',
    'zh-tw': '同城配送起送金額為 {money}',
    'ko-kr': '근거리 배송은 {money} 이상 주문 시 가능합니다',
    ru: 'Местная доставка — от суммы заказа {money}',
  },
  CHECKOUT_REGION_UNAVAILABLE: {
    'en-us': '{site_name} does not deliver to this address',
    'zh-cn': '{site_name} 不配送至该地址',
    'zh-tw': '{site_name} 不配送至該地址',
    'ko-kr': '{site_name}은(는) 이 주소로 배송하지 않습니다',
    ru: '{site_name} не доставляет по этому адресу',
  },
  CHECKOUT_SOLD_OUT: {
    'en-us': 'Product sold out: {sku_name}',
    'zh-cn': '商品已售罄：{sku_name}',
    'zh-tw': '商品已售罄：{sku_name}',
    'ko-kr': '상품이 품절되었습니다: {sku_name}',
    ru: 'Товар распродан: {sku_name}',
  },
  CHECKOUT_STOCK_SHORT: {
    'en-us': 'Insufficient stock: {sku_name} (only {stock} left)',
    'zh-cn': '库存不足：{sku_name}（仅剩 {stock} 件）',
    'zh-tw': '庫存不足：{sku_name}（僅剩 {stock} 件）',
    'ko-kr': '재고가 부족합니다: {sku_name} ({stock}개 남음)',
    ru: 'Недостаточно товара: {sku_name} (осталось {stock})',
  },
  CHECKOUT_PURCHASE_LIMIT: {
    'en-us': 'Purchase limit: at most {max_buy} of {sku_name} per member',
    'zh-cn': '商品限购：{sku_name} 每人最多购买 {max_buy} 件',
    'zh-tw': '商品限購：{sku_name} 每人最多購買 {max_buy} 件',
    'ko-kr': '구매 한도: {sku_name}은(는) 1인당 최대 {max_buy}개',
    ru: 'Ограничение покупки: не более {max_buy} шт. «{sku_name}» на покупателя',
  },
  CHECKOUT_MIN_BUY: {
    'en-us': '{sku_name} is sold from {min_buy} pieces',
    'zh-cn': '{sku_name} 起购数量为 {min_buy} 件',
    'zh-tw': '{sku_name} 起購數量為 {min_buy} 件',
    'ko-kr': '{sku_name}은(는) 최소 {min_buy}개부터 구매할 수 있습니다',
    ru: '«{sku_name}» продаётся от {min_buy} шт.',
  },
  CHECKOUT_NUM_ZERO: {
    'en-us': 'Purchase quantity cannot be 0',
    'zh-cn': '购买数量不能为0',
    'zh-tw': '購買數量不能為0',
    'ko-kr': '구매 수량은 0일 수 없습니다',
    ru: 'Количество не может быть равно 0',
  },
  CHECKOUT_OFF_SHELF: {
    'en-us': 'Product taken off the shelves: {sku_name}',
    'zh-cn': '商品已下架：{sku_name}',
    'zh-tw': '商品已下架：{sku_name}',
    'ko-kr': '판매 중지된 상품입니다: {sku_name}',
    ru: 'Товар снят с продажи: {sku_name}',
  },
  CHECKOUT_SHOP_CLOSED: {
    'en-us': 'The shop {site_name} is closed',
    'zh-cn': '店铺 {site_name} 已关闭',
    'zh-tw': '店鋪 {site_name} 已關閉',
    'ko-kr': '{site_name} 상점은 영업을 종료했습니다',
    ru: 'Магазин {site_name} закрыт',
  },
  CHECKOUT_COUPON_INVALID: {
    'en-us': 'This coupon cannot be used for this order',
    'zh-cn': '该优惠券不可用于本订单',
    'zh-tw': '該優惠券不可用於本訂單',
    'ko-kr': '이 쿠폰은 이 주문에 사용할 수 없습니다',
    ru: 'Этот купон нельзя применить к заказу',
  },
  CHECKOUT_INVOICE_UNAVAILABLE: {
    'en-us': '{site_name} does not issue invoices',
    'zh-cn': '{site_name} 不支持开具发票',
    'zh-tw': '{site_name} 不支援開立發票',
    'ko-kr': '{site_name}은(는) 영수증을 발행하지 않습니다',
    ru: '{site_name} не выставляет счета',
  },
  CHECKOUT_INVOICE_FIELD: {
    'en-us': 'Please fill in the invoice {field}',
    'zh-cn': '请填写发票{field}',
    'zh-tw': '請填寫發票{field}',
    'ko-kr': '영수증 {field}을(를) 입력해 주세요',
    ru: 'Заполните поле счёта: {field}',
  },
  CHECKOUT_SET_PAY_PASSWORD: {
    'en-us': 'Please set a payment password first',
    'zh-cn': '请先设置支付密码',
    'zh-tw': '請先設定支付密碼',
    'ko-kr': '먼저 결제 비밀번호를 설정해 주세요',
    ru: 'Сначала установите платёжный пароль',
  },
  CHECKOUT_PAY_PASSWORD_WRONG: {
    'en-us': 'The payment password is wrong',
    'zh-cn': '支付密码错误',
    'zh-tw': '支付密碼錯誤',
    'ko-kr': '결제 비밀번호가 올바르지 않습니다',
    ru: 'Неверный платёжный пароль',
  },
  CHECKOUT_BALANCE_CHANGED: {
    'en-us': 'Your balance has changed, please check the order again',
    'zh-cn': '账户余额已变动，请重新确认订单',
    'zh-tw': '帳戶餘額已變動，請重新確認訂單',
    'ko-kr': '잔액이 변경되었습니다. 주문을 다시 확인해 주세요',
    ru: 'Баланс изменился, проверьте заказ ещё раз',
  },
  CHECKOUT_COUPON_USED: {
    'en-us': 'The coupon has already been used, please check the order again',
    'zh-cn': '优惠券已被使用，请重新确认订单',
    'zh-tw': '優惠券已被使用，請重新確認訂單',
    'ko-kr': '이미 사용된 쿠폰입니다. 주문을 다시 확인해 주세요',
    ru: 'Купон уже использован, проверьте заказ ещё раз',
  },
  CHECKOUT_IDEMPOTENCY_REQUIRED: {
    'en-us': 'Missing idempotency_key: refresh the page and submit again',
    'zh-cn': '缺少 idempotency_key，请刷新页面后重新提交',
    'zh-tw': '缺少 idempotency_key，請重新整理頁面後再提交',
    'ko-kr': 'idempotency_key가 없습니다. 페이지를 새로고침한 후 다시 제출해 주세요',
    ru: 'Нет idempotency_key: обновите страницу и отправьте снова',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; checkout.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    checkout: typeof CHECKOUT_MESSAGES;
  }
}
