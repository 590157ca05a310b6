import type { Four } from './translations.ts';

/** Help class names by their English name, in [zh-cn, zh-tw, ko-kr, ru]. */
export const HELP_CLASS_I18N: Record<string, Four> = {
  'Shopping guide': ['购物指南', '購物指南', '쇼핑 가이드', 'Как делать покупки'],
  Payment: ['支付方式', '付款方式', '결제 안내', 'Оплата'],
  Delivery: ['配送服务', '配送服務', '배송 안내', 'Доставка'],
  'After-sales': ['售后服务', '售後服務', '교환·반품', 'Возврат и обмен'],
  'Merchant guide': ['商家指南', '商家指南', '판매자 가이드', 'Продавцам'],
};

/**
 * Help article titles by their English title. The article bodies stay in English: the help page falls
 * back to the base text for them.
 */
export const HELP_TITLE_I18N: Record<string, Four> = {
  'How to register an account': ['如何注册账号', '如何註冊帳號', '회원가입 방법', 'Как зарегистрироваться'],
  'How to place an order': ['如何下单', '如何下單', '주문하는 방법', 'Как оформить заказ'],
  'Finding products: search, filters and sorting': [
    '查找商品：搜索、筛选与排序',
    '尋找商品：搜尋、篩選與排序',
    '상품 찾기: 검색, 필터, 정렬',
    'Как найти товар: поиск, фильтры и сортировка',
  ],
  'Using coupons and points': [
    '优惠券与积分的使用',
    '優惠券與點數的使用',
    '쿠폰·포인트 사용하기',
    'Купоны и баллы',
  ],
  'Member levels and benefits': [
    '会员等级与权益',
    '會員等級與權益',
    '회원 등급과 혜택',
    'Уровни участников и привилегии',
  ],
  'Which payment methods can I use?': [
    '支持哪些支付方式？',
    '支援哪些付款方式？',
    '어떤 결제 수단을 쓸 수 있나요?',
    'Какие способы оплаты доступны?',
  ],
  'Setting a payment password': [
    '设置支付密码',
    '設定支付密碼',
    '결제 비밀번호 설정',
    'Как задать платёжный пароль',
  ],
  'My payment succeeded but the order still shows unpaid': [
    '付款成功，但订单仍显示未付款',
    '付款成功，但訂單仍顯示未付款',
    '결제했는데 주문이 미결제로 표시돼요',
    'Оплата прошла, а заказ всё ещё числится неоплаченным',
  ],
  'Topping up your balance': ['账户余额充值', '帳戶餘額儲值', '잔액 충전하기', 'Пополнение баланса'],
  'Delivery times and shipping fees': [
    '配送时效与运费',
    '配送時效與運費',
    '배송 기간과 배송비',
    'Сроки и стоимость доставки',
  ],
  'Tracking my parcel': ['查询物流', '查詢物流', '배송 조회', 'Как отследить посылку'],
  'Picking up from a store': ['门店自提', '門市自取', '매장 픽업', 'Самовывоз из магазина'],
  'Changing the delivery address': [
    '修改收货地址',
    '修改收件地址',
    '배송지 변경',
    'Как изменить адрес доставки',
  ],
  'How to return an item': ['如何退货', '如何退貨', '반품하는 방법', 'Как вернуть товар'],
  'When will I get my refund?': [
    '退款多久到账？',
    '退款多久入帳？',
    '환불은 언제 받을 수 있나요?',
    'Когда мне вернут деньги?',
  ],
  'Asking the platform to step in': [
    '申请平台介入',
    '申請平台介入',
    '플랫폼 중재 요청하기',
    'Как попросить площадку вмешаться в спор',
  ],
  'Writing a review': ['发表评价', '撰寫評價', '리뷰 작성하기', 'Как оставить отзыв'],
  'Opening a shop': ['如何开店', '如何開店', '입점 신청 방법', 'Как открыть магазин'],
  'Fees and settlement': ['费用与结算', '費用與結算', '수수료와 정산', 'Комиссии и выплаты'],
  'Listing rules': ['商品发布规则', '商品上架規範', '상품 등록 규정', 'Правила размещения товаров'],
  'Shipping on time': ['按时发货', '準時出貨', '기한 내 발송', 'Отправка в срок'],
};
