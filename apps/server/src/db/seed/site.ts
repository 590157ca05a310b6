import type { config, website } from '../schema/index.ts';
import { DEFAULT_PICTURES, FLOAT_LAYER_PICTURE, SITE_LOGO } from './image-paths.ts';
import { BASE_TIME } from './random.ts';
import { SEARCH_WORD_CONFIGS } from './search-words.ts';
import { afterSaleI18n, agreementI18n, copyrightI18n } from './agreements-i18n.ts';
import { FLOAT_LAYER_TITLE, floatLayerI18n } from './float-layer.ts';

export const MALL_NAME = 'Nova Mall';

type WebsiteRow = typeof website.$inferInsert;
type ConfigRow = typeof config.$inferInsert;

export function websiteRows(): WebsiteRow[] {
  // insertAll takes its columns from the first row, so the main site names every column the cities use.
  const main: WebsiteRow = {
    websiteId: 0,
    siteAreaId: 0,
    siteAreaName: '',
    title: MALL_NAME,
    logo: SITE_LOGO,
    desc: `${MALL_NAME} is a multi-vendor marketplace: phones, fashion, home, food and more from hundreds of trusted shops, with genuine-goods protection and 7-day returns.`,
    keywords: 'online shopping,marketplace,electronics,fashion,home,groceries,deals',
    webStatus: 1,
    wapStatus: 1,
    webEmail: 'service@novamall.example.com',
    webPhone: '400-820-8820',
    webQq: '',
    webWeixin: 'NovaMallOfficial',
    wapDomain: '',
    status: 1,
  };
  const cities: [number, number, string][] = [
    [1, 110100, 'Beijing'],
    [2, 310100, 'Shanghai'],
    [3, 440300, 'Shenzhen'],
    [4, 440100, 'Guangzhou'],
    [5, 330100, 'Hangzhou'],
    [6, 510100, 'Chengdu'],
    [7, 320100, 'Nanjing'],
  ];
  return [
    main,
    ...cities.map(([id, area, name]): WebsiteRow => ({
      websiteId: id,
      siteAreaId: area,
      siteAreaName: name,
      title: `${MALL_NAME} ${name}`,
      logo: SITE_LOGO,
      desc: `${MALL_NAME} ${name}: local shops and same-day delivery in ${name}.`,
      keywords: `${name},local shops,same-day delivery`,
      webStatus: 1,
      webEmail: `${name.toLowerCase()}@novamall.example.com`,
      webPhone: '400-820-8820',
      wapDomain: '',
      status: 1,
    })),
  ];
}

const AGREEMENT = [
  `<h3>1. About this agreement</h3><p>This Service Agreement is made between you and ${MALL_NAME} Technology Co., Ltd. ("${MALL_NAME}", "we"). By registering an account you confirm that you have read, understood and accepted these terms. If you do not agree, please do not register or use the service.</p>`,
  '<h3>2. Your account</h3><p>You must give accurate information when you register and keep it up to date. You are responsible for keeping your password and payment password secret and for everything done with your account. Tell us at once if you think someone else has used it.</p>',
  `<h3>3. Buying on ${MALL_NAME}</h3><p>Goods are sold by the shops listed on each product page; ${MALL_NAME} provides the platform, the payment service and dispute resolution. Prices, stock and delivery times are shown by the seller and may change until you place an order. An order is formed when payment succeeds.</p>`,
  '<h3>4. Returns and after-sales</h3><p>Unless a product page says otherwise, unused goods may be returned within 7 days of delivery. Refunds go back to the original payment method or your balance. If a seller does not answer your request in time, the platform may approve it on your behalf.</p>',
  '<h3>5. Points, balance and coupons</h3><p>Points, balance and coupons can only be used on this platform, cannot be exchanged for cash except where the law requires, and may expire as described on the coupon or in the points rules.</p>',
  '<h3>6. Privacy</h3><p>We collect only the information needed to provide the service: account details, addresses, orders and payment results. We never sell personal data. See the Privacy Policy in the Help Centre for details.</p>',
  '<h3>7. Changes and contact</h3><p>We may update this agreement; important changes are announced on the site at least 7 days before they take effect. Questions can be sent to service@novamall.example.com or raised with online customer service.</p>',
].join('');

const AFTER_SALE = [
  '<h3>Our after-sales promise</h3><p>Every order is protected from the moment you pay until 15 days after you confirm receipt.</p>',
  '<ul><li><strong>7-day no-reason returns</strong> on goods marked with the 7-day badge, as long as they are unused and complete.</li>',
  '<li><strong>Quality problems</strong>: apply for a refund or exchange within 15 days; the seller pays the return shipping.</li>',
  '<li><strong>Not as described</strong>: upload photos with your request and the platform will step in if the seller does not respond within 48 hours.</li></ul>',
  '<p>Virtual goods such as gift cards cannot be returned once the code has been delivered. Fresh food and personalised items can only be returned for quality problems.</p>',
].join('');

/** The platform configuration documents the storefront reads (fact sheet §6). */
export function configRows(): ConfigRow[] {
  const values: Record<string, unknown> = {
    COPYRIGHT: {
      logo: SITE_LOGO,
      company_name: `${MALL_NAME} Technology Co., Ltd.`,
      copyright_link: 'https://www.novamall.example.com',
      copyright_desc: `© 2026 ${MALL_NAME}. All rights reserved.`,
      icp: 'ICP No. 2026000123-1',
      gov_record: 'Public Network Security Record 31011502000123',
      gov_url: 'https://beian.example.com/record/31011502000123',
      market_supervision_url: 'https://licence.example.com/novamall',
      i18n: copyrightI18n(MALL_NAME),
    },
    DEFAULT_IMAGE: { ...DEFAULT_PICTURES },
    SERVICER_ROOT_CONFIG: { type: 'system', third: '', applet: 0 },
    PC_CATEGORY_CONFIG: { category: 1, img: 1 },
    ...SEARCH_WORD_CONFIGS,
    PC_FLOAT_LAYER: {
      title: FLOAT_LAYER_TITLE,
      url: { url: '/promotion/seckill' },
      is_show: 1,
      number: '1',
      img_url: FLOAT_LAYER_PICTURE,
      i18n: floatLayerI18n(),
    },
    MONEY_CONFIG: { money_symbol: '$' },
    REGISTER_CONFIG: {
      login: 'username,mobile,email',
      register: 'username,mobile,email',
      pwd_len: 6,
      pwd_complexity: 'number,letter',
    },
    // Loyalty rules (facts §4.5, §4.7): sign-in rewards growing with the streak, a reward for registering and
    // 1 point and 1 growth per 100 spent once an order completes.
    MEMBER_SIGNIN_CONFIG: {
      is_use: 1,
      award: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, point: day * 5, growth: day * 2 })),
    },
    MEMBER_REGISTER_CONFIG: { is_use: 1, point: 100, growth: 10 },
    MEMBER_CONSUME_CONFIG: {
      is_use: 1,
      return_point_status: 'complete',
      return_point_rate: 1,
      return_growth_rate: 1,
    },
    REGISTER_AGREEMENT: {
      title: `${MALL_NAME} Service Agreement`,
      content: AGREEMENT,
      i18n: agreementI18n(MALL_NAME),
    },
    GOODS_AFTER_SALE: { title: 'After-sales guarantee', content: AFTER_SALE, i18n: afterSaleI18n() },
  };
  return Object.entries(values).map(([configKey, value], i) => ({
    id: i + 1,
    siteId: 0,
    appModule: 'admin',
    configKey,
    value,
    isUse: 1,
    modifyTime: BASE_TIME - 30 * 86_400,
  }));
}
