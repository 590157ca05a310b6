/** Business constants of spec §9, shared by server and storefront. */
export const LANGS = ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en-us';

export const APP_TYPE = 'pc';
export const APP_TYPE_NAME = '电脑端';

export const AUTO_LOGIN_DAYS = 7;
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PING_INTERVAL_MS = 1500;

export const CHAT_MAX_CHARS = 150;
export const CHAT_LIST_PAGE_SIZE = 30;
export const CHAT_HISTORY_PAGE_SIZE = 4;
export const EMOJI_COUNT = 47;

export const NICKNAME_MAX = 30;
export const CONSIGNEE_NAME_MAX = 20;
export const REVIEW_PICTURES_MAX = 6;
export const PAY_PASSWORD_LENGTH = 6;
export const AVATAR_SIZE = 120;

export const TOP_BANNER_HEIGHT = 70;
export const TOP_BANNER_MAX_CLOSES = 3;
export const BACK_TO_TOP_AFTER_PX = 300;
export const FOOTER_HELP_CLASSES = 4;
export const FOOTER_HELP_ITEMS = 4;
export const CART_DROPDOWN_SCROLL_LINES = 5;
export const CATEGORY_SUB_ITEMS = 3;

export const DEFAULT_MONEY_SYMBOL = '$';
export const LOCAL_CART_KEY = 'localCartData';
export const ASSET_BASE = '/web/';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The longest search keyword the search box takes; a longer one is refused with this limit, never cut. */
export const SEARCH_KEYWORD_MAX = 100;
/**
 * How deep a goods list or search can be paged, in rows: counts are exact up to here and estimated past it,
 * and pages past it are not served (big marketplaces stop at about 100 pages too).
 */
export const LIST_DEPTH_MAX = 10_000;

/** Advertisement position keywords the desktop site uses. */
export const ADV_KEYWORDS = {
  homeCarousel: 'NS_PC_INDEX',
  homeMidLeft: 'NS_PC_INDEX_MID_LEFT',
  homeMidRight: 'NS_PC_INDEX_MID_RIGHT',
  topBanner: 'NS_PC_INDEX_TOP',
  login: 'NS_PC_LOGIN',
  shopIndex: 'NS_PC_SHOP_INDEX',
  brand: 'NS_PC_BRAND',
  coupon: 'NS_PC_COUPON',
  groupbuy: 'NS_PC_GROUPBUY',
  seckill: 'NS_PC_SECKILL',
} as const;

/** Pictures of a refund application: at most 6, each uploaded by the member through REFUND_UPLOAD_PATH first. */
export const REFUND_PICTURES_MAX = 6;
export const REFUND_UPLOAD_PATH = '/api/upload/refundimg';
export const REFUND_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
