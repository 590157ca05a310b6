import type { friendlyLink, memberLevel, pcNav } from '../schema/index.ts';
import { linkPicture } from './image-paths.ts';
import { BASE_TIME, DAY } from './random.ts';
import { LEVEL_I18N } from './offers-i18n.ts';
import { i18nOf, translationOf } from './translations.ts';

type NavRow = typeof pcNav.$inferInsert;
type LinkRow = typeof friendlyLink.$inferInsert;
type LevelRow = typeof memberLevel.$inferInsert;

/** [English, route, zh-cn, zh-tw, ko-kr, ru] */
const NAV: [string, string, string, string, string, string][] = [
  ['Home', '/index', '首页', '首頁', '홈', 'Главная'],
  ['Shop street', '/street', '店铺街', '店鋪街', '스토어 거리', 'Магазины'],
  ['Brands', '/brand', '品牌专区', '品牌專區', '브랜드관', 'Бренды'],
  ['Coupon centre', '/coupon', '领券中心', '領券中心', '쿠폰센터', 'Купоны'],
  ['Flash sale', '/promotion/seckill', '限时秒杀', '限時秒殺', '타임딜', 'Флеш-распродажа'],
  ['Group buy', '/promotion/groupbuy', '团购', '團購', '공동구매', 'Групповые покупки'],
  ['Topic events', '/promotion/topic', '专题活动', '專題活動', '기획전', 'Тематические акции'],
  ['Notices', '/cms/notice', '公告', '公告', '공지사항', 'Объявления'],
  ['Help', '/cms/help', '帮助中心', '幫助中心', '고객센터', 'Помощь'],
];

export function navRows(): NavRow[] {
  return NAV.map(([title, url, zhCn, zhTw, ko, ru], i) => ({
    id: i + 1,
    navTitle: title,
    navUrl: { url },
    sort: i + 1,
    isBlank: 0,
    navIcon: '',
    isShow: 1,
    createTime: BASE_TIME - 180 * DAY,
    i18n: {
      'zh-cn': { nav_title: zhCn },
      'zh-tw': { nav_title: zhTw },
      'ko-kr': { nav_title: ko },
      ru: { nav_title: ru },
    },
  }));
}

/** Invented partners on example.com subdomains; the first four have a picture. */
export const FRIENDLY_LINKS: [string, string][] = [
  ['Parcel Pilot Logistics', 'https://parcelpilot.example.com'],
  ['Brightpay Payments', 'https://brightpay.example.com'],
  ['Homestead Magazine', 'https://homestead.example.com'],
  ['Techbyte Reviews', 'https://techbyte.example.com'],
  ['Greenleaf Farms Co-op', 'https://greenleaf.example.com'],
  ['Cityhop Travel', 'https://cityhop.example.com'],
  ['Open Shelf Books', 'https://openshelf.example.com'],
];

export function friendlyLinkRows(): LinkRow[] {
  return FRIENDLY_LINKS.map(([title, url], i) => ({
    id: i + 1,
    linkTitle: title,
    linkUrl: url,
    linkPic: i < 4 ? linkPicture(i + 1) : '',
    linkSort: i + 1,
    isBlank: 1,
    isShow: 1,
  }));
}

export function memberLevelRows(): LevelRow[] {
  const levels: [string, number, number, number, string][] = [
    ['Regular', 0, 100, 0, 'Every new member starts here.'],
    ['Silver', 1000, 98, 1, '2% off goods and 1 extra point per $10 spent.'],
    ['Gold', 5000, 95, 2, '5% off goods, free shipping on coupons days, priority service.'],
    ['Platinum', 20000, 90, 3, '10% off goods, free shipping and a dedicated service line.'],
  ];
  return levels.map(([levelName, growth, consumeDiscount, sort, remark], i) => ({
    levelId: i + 1,
    levelName,
    growth,
    remark,
    i18n: i18nOf({
      level_name: translationOf(LEVEL_I18N, levelName),
      remark: translationOf(LEVEL_I18N, remark),
    }),
    isDefault: i === 0 ? 1 : 0,
    sort,
    consumeDiscount,
    isFreeShipping: i === 3 ? 1 : 0,
    pointFeedback: i,
    sendPoint: i * 200,
    sendBalance: 0,
  }));
}
