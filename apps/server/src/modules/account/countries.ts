import type { account, Lang } from '@mall/contracts';

/** Calling codes offered on the mobile forms, China first, names in the five storefront languages. */
const COUNTRIES: [code: string, iso: string, names: Record<Lang, string>][] = [
  ['86', 'CN', { 'en-us': 'China', 'zh-cn': '中国大陆', 'zh-tw': '中國大陸', 'ko-kr': '중국', ru: 'Китай' }],
  [
    '852',
    'HK',
    { 'en-us': 'Hong Kong', 'zh-cn': '中国香港', 'zh-tw': '中國香港', 'ko-kr': '홍콩', ru: 'Гонконг' },
  ],
  [
    '853',
    'MO',
    { 'en-us': 'Macao', 'zh-cn': '中国澳门', 'zh-tw': '中國澳門', 'ko-kr': '마카오', ru: 'Макао' },
  ],
  [
    '886',
    'TW',
    { 'en-us': 'Taiwan', 'zh-cn': '中国台湾', 'zh-tw': '中國台灣', 'ko-kr': '대만', ru: 'Тайвань' },
  ],
  [
    '1',
    'US',
    {
      'en-us': 'United States / Canada',
      'zh-cn': '美国/加拿大',
      'zh-tw': '美國/加拿大',
      'ko-kr': '미국/캐나다',
      ru: 'США / Канада',
    },
  ],
  [
    '7',
    'RU',
    {
      'en-us': 'Russia / Kazakhstan',
      'zh-cn': '俄罗斯/哈萨克斯坦',
      'zh-tw': '俄羅斯/哈薩克',
      'ko-kr': '러시아/카자흐스탄',
      ru: 'Россия / Казахстан',
    },
  ],
  [
    '82',
    'KR',
    { 'en-us': 'South Korea', 'zh-cn': '韩国', 'zh-tw': '韓國', 'ko-kr': '대한민국', ru: 'Южная Корея' },
  ],
  ['81', 'JP', { 'en-us': 'Japan', 'zh-cn': '日本', 'zh-tw': '日本', 'ko-kr': '일본', ru: 'Япония' }],
  [
    '65',
    'SG',
    { 'en-us': 'Singapore', 'zh-cn': '新加坡', 'zh-tw': '新加坡', 'ko-kr': '싱가포르', ru: 'Сингапур' },
  ],
  [
    '60',
    'MY',
    { 'en-us': 'Malaysia', 'zh-cn': '马来西亚', 'zh-tw': '馬來西亞', 'ko-kr': '말레이시아', ru: 'Малайзия' },
  ],
  ['66', 'TH', { 'en-us': 'Thailand', 'zh-cn': '泰国', 'zh-tw': '泰國', 'ko-kr': '태국', ru: 'Таиланд' }],
  ['84', 'VN', { 'en-us': 'Vietnam', 'zh-cn': '越南', 'zh-tw': '越南', 'ko-kr': '베트남', ru: 'Вьетнам' }],
  [
    '63',
    'PH',
    { 'en-us': 'Philippines', 'zh-cn': '菲律宾', 'zh-tw': '菲律賓', 'ko-kr': '필리핀', ru: 'Филиппины' },
  ],
  [
    '62',
    'ID',
    { 'en-us': 'Indonesia', 'zh-cn': '印度尼西亚', 'zh-tw': '印尼', 'ko-kr': '인도네시아', ru: 'Индонезия' },
  ],
  ['91', 'IN', { 'en-us': 'India', 'zh-cn': '印度', 'zh-tw': '印度', 'ko-kr': '인도', ru: 'Индия' }],
  [
    '61',
    'AU',
    { 'en-us': 'Australia', 'zh-cn': '澳大利亚', 'zh-tw': '澳洲', 'ko-kr': '호주', ru: 'Австралия' },
  ],
  [
    '64',
    'NZ',
    {
      'en-us': 'New Zealand',
      'zh-cn': '新西兰',
      'zh-tw': '紐西蘭',
      'ko-kr': '뉴질랜드',
      ru: 'Новая Зеландия',
    },
  ],
  [
    '44',
    'GB',
    { 'en-us': 'United Kingdom', 'zh-cn': '英国', 'zh-tw': '英國', 'ko-kr': '영국', ru: 'Великобритания' },
  ],
  ['49', 'DE', { 'en-us': 'Germany', 'zh-cn': '德国', 'zh-tw': '德國', 'ko-kr': '독일', ru: 'Германия' }],
  ['33', 'FR', { 'en-us': 'France', 'zh-cn': '法国', 'zh-tw': '法國', 'ko-kr': '프랑스', ru: 'Франция' }],
  ['39', 'IT', { 'en-us': 'Italy', 'zh-cn': '意大利', 'zh-tw': '義大利', 'ko-kr': '이탈리아', ru: 'Италия' }],
  ['34', 'ES', { 'en-us': 'Spain', 'zh-cn': '西班牙', 'zh-tw': '西班牙', 'ko-kr': '스페인', ru: 'Испания' }],
  [
    '31',
    'NL',
    { 'en-us': 'Netherlands', 'zh-cn': '荷兰', 'zh-tw': '荷蘭', 'ko-kr': '네덜란드', ru: 'Нидерланды' },
  ],
  [
    '380',
    'UA',
    { 'en-us': 'Ukraine', 'zh-cn': '乌克兰', 'zh-tw': '烏克蘭', 'ko-kr': '우크라이나', ru: 'Украина' },
  ],
  [
    '375',
    'BY',
    { 'en-us': 'Belarus', 'zh-cn': '白俄罗斯', 'zh-tw': '白俄羅斯', 'ko-kr': '벨라루스', ru: 'Беларусь' },
  ],
  [
    '998',
    'UZ',
    {
      'en-us': 'Uzbekistan',
      'zh-cn': '乌兹别克斯坦',
      'zh-tw': '烏茲別克',
      'ko-kr': '우즈베키스탄',
      ru: 'Узбекистан',
    },
  ],
  [
    '971',
    'AE',
    {
      'en-us': 'United Arab Emirates',
      'zh-cn': '阿联酋',
      'zh-tw': '阿聯酋',
      'ko-kr': '아랍에미리트',
      ru: 'ОАЭ',
    },
  ],
  ['55', 'BR', { 'en-us': 'Brazil', 'zh-cn': '巴西', 'zh-tw': '巴西', 'ko-kr': '브라질', ru: 'Бразилия' }],
];

export const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));

export const countryList = (lang: Lang): account.Country[] =>
  COUNTRIES.map(([code, iso, names]) => ({ code, iso, name: names[lang] }));
