import type { notice } from '../schema/index.ts';
import { NOTICE_TITLE_I18N } from './cms-notices-i18n.ts';
import { MALL_NAME } from './site.ts';
import { BASE_TIME, DAY } from './random.ts';
import { i18nOf, translationOf } from './translations.ts';

type NoticeRow = typeof notice.$inferInsert;

/** [title, HTML content, days ago, pinned] */
const NOTICES: [string, string, number, 0 | 1][] = [
  [
    'National Day holiday shipping schedule',
    '<p>Dear customers, during the National Day holiday (1–7 October) most shops will keep shipping, but couriers may take 1–3 extra days.</p><p>Orders placed after 16:00 on 30 September will ship from 1 October. Fresh food and large furniture resume shipping on 8 October.</p><p>Thank you for your patience and happy holidays!</p>',
    3,
    1,
  ],
  [
    'Beware of phishing calls pretending to be customer service',
    `<p>${MALL_NAME} staff will <strong>never</strong> ask for your password, payment password or SMS code, and never ask you to transfer money for a "refund".</p><p>If you receive such a call, hang up and contact customer service from your order page. Report suspicious links through Help Centre › Security.</p>`,
    9,
    1,
  ],
  [
    'New seller rules take effect 1 October',
    '<p>To keep listings honest, from 1 October:</p><ul><li>Listing titles may not include brand names the seller is not authorised to sell;</li><li>Market (strikethrough) prices must be a price actually charged in the last 30 days;</li><li>Orders must ship within the promised time or the buyer may cancel for free.</li></ul><p>Sellers can read the full rules in the Merchant guide.</p>',
    15,
    0,
  ],
  [
    'Autumn Tech Festival: up to 40% off phones and laptops',
    '<p>From 20 to 30 September, hundreds of phones, laptops and earbuds are on sale, with extra platform coupons for orders over $300.</p><p>Flash sales start every day at 10:00, 14:00 and 20:00. Set a reminder on the Flash sale page so you do not miss out.</p>',
    21,
    0,
  ],
  [
    'Same-day delivery now available in Shenzhen',
    '<p>Shops on our Shenzhen city site now offer same-day delivery within the city for orders paid before 14:00.</p><p>Choose Shenzhen in the city selector at the top of the page to see them.</p>',
    33,
    0,
  ],
  [
    'Scheduled maintenance on 12 September 02:00–04:00',
    '<p>We will upgrade our payment systems between 02:00 and 04:00 on 12 September. You can browse during this time, but paying for orders may be briefly unavailable.</p><p>Orders awaiting payment will not be cancelled during the maintenance window.</p>',
    45,
    0,
  ],
  [
    'Points now worth more: redeem points on checkout',
    '<p>From this month every 100 points can be used as $1 off at checkout, up to 20% of the order total.</p><p>You earn points by signing in daily, writing reviews and completing orders.</p>',
    58,
    0,
  ],
  [
    'Updated Privacy Policy',
    '<p>We have updated our Privacy Policy to explain more clearly how we use delivery addresses and how long we keep order data.</p><p>No new data is collected. You can read the new policy in Help Centre › Privacy.</p>',
    72,
    0,
  ],
  [
    'Typhoon warning: deliveries to Guangdong and Fujian may be delayed',
    '<p>Because of the typhoon forecast for the southern coast, couriers have suspended pick-ups in parts of Guangdong and Fujian for 48 hours.</p><p>Affected orders will be extended automatically and will not count as late shipments.</p>',
    86,
    0,
  ],
  [
    'Welcome our new Korean beauty shop',
    '<p>Seoul Glow Beauty has joined the mall, bringing serums, sunscreens and cushion foundations straight from Seoul.</p><p>New customers get a $5 coupon on their first order from the shop.</p>',
    101,
    0,
  ],
  [
    'Gift cards: how to redeem',
    '<p>Gift card codes arrive by e-mail and in your order details. Go to Member centre › My balance › Redeem and enter the code; the value is added to your balance at once.</p>',
    120,
    0,
  ],
  [
    'Spring clean sale results and thank you',
    `<p>Thanks to everyone who joined our Spring Clean sale: more than 1.2 million orders were shipped in five days.</p><p>If any of your orders have not arrived yet, check the tracking in My orders or contact the shop. ${MALL_NAME} customer service is available 9:00–22:00 every day.</p>`,
    150,
    0,
  ],
];

export function noticeRows(): NoticeRow[] {
  return NOTICES.map(([title, content, daysAgo, isTop], i) => ({
    id: i + 1,
    siteId: 0,
    title,
    content,
    receivingType: 'web,mobile',
    isTop,
    sort: NOTICES.length - i,
    createTime: BASE_TIME - daysAgo * DAY - ((i * 3719) % DAY),
    i18n: i18nOf({ title: translationOf(NOTICE_TITLE_I18N, title) }),
  }));
}
