import type { adv, advPosition } from '../schema/index.ts';
import { ADV_PICTURE_TEXT_I18N, ADV_TITLE_I18N } from './adverts-i18n.ts';
import { I18N_LANGS, type I18nLang } from './category-tree.ts';
import { advPicture } from './image-paths.ts';
import type { Family } from './kinds.ts';
import { i18nOf, translationOf } from './translations.ts';

type PositionRow = typeof advPosition.$inferInsert;
type AdvRow = typeof adv.$inferInsert;

export interface AdvDef {
  title: string;
  url: string;
  image: string;
  /** The same picture with its words in each other language. */
  images: Record<I18nLang, string>;
  background: string;
  headline: string;
  sub: string;
  family: Family;
}
export interface PositionDef {
  keyword: string;
  name: string;
  intro: string;
  width: number;
  height: number;
  advs: AdvDef[];
}

const a = (name: string, title: string, url: string, background: string, headline: string, sub: string, family: Family): AdvDef =>
  ({
    title, url, image: advPicture(name), background, headline, sub, family,
    images: Object.fromEntries(I18N_LANGS.map((l) => [l, advPicture(`${name}-${l}`)])) as Record<I18nLang, string>,
  });

/** The headline and line of an advert picture in a language (index into the Four, English when -1). */
export function advPictureText(d: AdvDef, langIndex: number): { headline: string; sub: string } {
  if (langIndex < 0) return { headline: d.headline, sub: d.sub };
  const [headline, sub] = [d.headline, d.sub].map((t) => translationOf(ADV_PICTURE_TEXT_I18N, t)[langIndex] as string);
  return { headline: headline as string, sub: sub as string };
}

/** `cat(name)` gives the storefront list route of a top-level category by its English name. */
export function advertPositions(cat: (topName: string) => string): PositionDef[] {
  return [
    { keyword: 'NS_PC_INDEX', name: 'Home carousel', intro: 'Full-width slides under the header; the page background follows each slide.', width: 1920, height: 460, advs: [
      a('index-1', 'Autumn Tech Festival', cat('Phones & Digital'), '#1f4fd8', 'Autumn Tech Festival', 'Phones, laptops and earbuds up to 40% off', 'phone'),
      a('index-2', 'New Season Style', cat('Women\'s Fashion'), '#c2185b', 'New Season Style', 'Coats, knits and boots from $29', 'coat'),
      a('index-3', 'Cosy Home Week', cat('Home & Furniture'), '#e07b24', 'Cosy Home Week', 'Sofas, bedding and lamps with free delivery', 'sofa'),
      a('index-4', 'Flash Sale', '/promotion/seckill', '#d6262c', 'Flash Sale Every Day', 'New deals at 10:00 · 14:00 · 20:00', 'box'),
      a('index-5', 'Coffee Club', cat('Food & Beverages'), '#5d4037', 'Fresh Roast Coffee Club', 'Specialty beans from $7.99, roasted this week', 'pouch'),
    ] },
    { keyword: 'NS_PC_INDEX_TOP', name: 'Top banner', intro: 'The 70 px strip above the header.', width: 1920, height: 70, advs: [
      a('top-1', 'Members\' Day', '/coupon', '#ff6a00', 'Members\' Day: extra 10% off', 'Collect your coupon now', 'card'),
    ] },
    { keyword: 'NS_PC_INDEX_MID_LEFT', name: 'Home middle left', intro: 'Promotion box below the carousel, left.', width: 595, height: 200, advs: [
      a('mid-left-1', 'Back to School', cat('Computers & Office'), '#00897b', 'Back to School', 'Laptops and tablets for study', 'laptop'),
    ] },
    { keyword: 'NS_PC_INDEX_MID_RIGHT', name: 'Home middle right', intro: 'Promotion box below the carousel, right.', width: 595, height: 200, advs: [
      a('mid-right-1', 'Outdoor Season', cat('Sports & Outdoors'), '#2e7d32', 'Into the Outdoors', 'Tents, packs and bikes', 'tent'),
      a('mid-right-2', 'Pet Care Week', cat('Pet Supplies'), '#8e6cc4', 'Pet Care Week', 'Food and toys from $5', 'bone'),
    ] },
    { keyword: 'NS_PC_LOGIN', name: 'Login page', intro: 'Background picture of the login page.', width: 1920, height: 500, advs: [
      a('login-1', 'Welcome back', '/index', '#e4393c', 'Welcome to Nova Mall', 'Genuine goods · 7-day returns · fast delivery', 'handbag'),
    ] },
    { keyword: 'NS_PC_SHOP_INDEX', name: 'Shop street', intro: 'Banner at the top of the shop street.', width: 1200, height: 300, advs: [
      a('street-1', 'Shop street', '/street', '#3949ab', 'Discover Great Shops', 'Hundreds of trusted sellers in one place', 'suitcase'),
    ] },
    { keyword: 'NS_PC_BRAND', name: 'Brands', intro: 'Banner of the brand page.', width: 1200, height: 300, advs: [
      a('brand-1', 'Brand week', '/brand', '#6a1b9a', 'Brand Week', 'Official stores, official prices', 'watch'),
      a('brand-2', 'New brands', '/brand', '#00838f', 'New Brands This Month', 'Meet the makers behind them', 'bottle'),
    ] },
    { keyword: 'NS_PC_COUPON', name: 'Coupon centre', intro: 'Banner of the coupon centre.', width: 1200, height: 300, advs: [
      a('coupon-1', 'Coupon centre', '/coupon', '#ef6c00', 'Coupons Worth $500', 'Collect before they run out', 'card'),
    ] },
    { keyword: 'NS_PC_GROUPBUY', name: 'Group buy', intro: 'Banner of the group-buy page.', width: 1200, height: 300, advs: [
      a('groupbuy-1', 'Group buy', '/promotion/groupbuy', '#c62828', 'Buy More, Save More', 'Group prices on everyday favourites', 'box'),
    ] },
    { keyword: 'NS_PC_SECKILL', name: 'Flash sale', intro: 'Banner of the flash-sale page.', width: 1200, height: 300, advs: [
      a('seckill-1', 'Flash sale', '/promotion/seckill', '#d6262c', 'Flash Sale', 'Limited stock at unbeatable prices', 'earbuds'),
      a('seckill-2', 'Midnight deals', '/promotion/seckill', '#283593', 'Midnight Deals', 'New drops at 20:00 every night', 'headphones'),
    ] },
  ];
}

/** Adds each language's picture to the advert's translations. */
function withPictures(i18n: Record<I18nLang, { adv_title: string }>, d: AdvDef) {
  return Object.fromEntries(
    I18N_LANGS.map((l) => [l, { ...i18n[l], adv_image: d.images[l] }]),
  ) as Record<I18nLang, { adv_title: string; adv_image: string }>;
}

export function advertRows(positions: PositionDef[]): { positions: PositionRow[]; advs: AdvRow[] } {
  const advs: AdvRow[] = [];
  const rows = positions.map((p, i): PositionRow => {
    const apId = i + 1;
    p.advs.forEach((d, si) => {
      advs.push({
        advId: advs.length + 1, apId, advTitle: d.title, advUrl: { url: d.url }, advImage: d.image,
        slideSort: si + 1, price: 0, background: d.background, state: 1,
        i18n: withPictures(i18nOf({ adv_title: translationOf(ADV_TITLE_I18N, d.title) }), d),
      });
    });
    return {
      apId, apName: p.name, apIntro: p.intro, apHeight: p.height, apWidth: p.width, defaultContent: '',
      apBackgroundColor: p.advs[0]?.background ?? '#ffffff', type: 1, keyword: p.keyword, state: 1,
    };
  });
  return { positions: rows, advs };
}
