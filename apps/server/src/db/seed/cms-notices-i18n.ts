import type { Four } from './translations.ts';

/** Notice titles by their English title, in [zh-cn, zh-tw, ko-kr, ru]; the bodies stay in English. */
export const NOTICE_TITLE_I18N: Record<string, Four> = {
  'National Day holiday shipping schedule': [
    '国庆假期发货安排',
    '國慶連假出貨安排',
    '국경절 연휴 배송 일정 안내',
    'Отправка заказов в праздники Национального дня',
  ],
  'Beware of phishing calls pretending to be customer service': [
    '谨防冒充客服的诈骗电话',
    '慎防假冒客服的詐騙電話',
    '고객센터를 사칭한 피싱 전화에 주의하세요',
    'Осторожно: мошенники звонят от имени службы поддержки',
  ],
  'New seller rules take effect 1 October': [
    '商家新规10月1日起施行',
    '賣家新規範10月1日起實施',
    '10월 1일부터 새 판매자 규정 시행',
    'Новые правила для продавцов действуют с 1 октября',
  ],
  'Autumn Tech Festival: up to 40% off phones and laptops': [
    '秋季数码节：手机、笔记本电脑低至6折',
    '秋季3C節：手機、筆電最低6折',
    '가을 테크 페스티벌: 스마트폰·노트북 최대 40% 할인',
    'Осенний фестиваль техники: скидки до 40% на смартфоны и ноутбуки',
  ],
  'Same-day delivery now available in Shenzhen': [
    '深圳地区开通当日达服务',
    '深圳地區開通當日到貨服務',
    '선전 지역 당일 배송 서비스 시작',
    'В Шэньчжэне появилась доставка в день заказа',
  ],
  'Scheduled maintenance on 12 September 02:00–04:00': [
    '9月12日02:00–04:00系统维护公告',
    '9月12日02:00–04:00系統維護公告',
    '9월 12일 02:00~04:00 시스템 점검 안내',
    'Плановые технические работы 12 сентября с 02:00 до 04:00',
  ],
  'Points now worth more: redeem points on checkout': [
    '积分更值钱：结算时可直接抵现',
    '點數更好用：結帳時可直接折抵',
    '포인트 혜택 강화: 결제 시 바로 사용하세요',
    'Баллы стали ценнее: оплачивайте ими часть заказа',
  ],
  'Updated Privacy Policy': [
    '隐私政策更新',
    '隱私權政策更新',
    '개인정보 처리방침 개정 안내',
    'Мы обновили политику конфиденциальности',
  ],
  'Typhoon warning: deliveries to Guangdong and Fujian may be delayed': [
    '台风预警：广东、福建地区配送可能延迟',
    '颱風警報：廣東、福建地區配送可能延遲',
    '태풍 경보: 광둥·푸젠 지역 배송이 지연될 수 있습니다',
    'Тайфун: доставка в Гуандун и Фуцзянь может задержаться',
  ],
  'Welcome our new Korean beauty shop': [
    '欢迎韩国美妆新店入驻',
    '歡迎韓國美妝新店進駐',
    '새로운 한국 뷰티 스토어가 입점했습니다',
    'Встречайте новый магазин корейской косметики',
  ],
  'Gift cards: how to redeem': [
    '礼品卡兑换方法',
    '禮物卡兌換方式',
    '기프트카드 등록 방법',
    'Как активировать подарочную карту',
  ],
  'Spring clean sale results and thank you': [
    '春季焕新大促圆满结束，感谢您的支持',
    '春季煥新特賣圓滿落幕，感謝您的支持',
    '봄맞이 세일 결과와 감사 인사',
    'Итоги весенней распродажи: спасибо, что были с нами',
  ],
};
