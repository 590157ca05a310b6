import type { ComponentType } from 'react';
import { matchPrefixedPath } from '../lib/prefixed-path.ts';

export type LayoutName = 'main' | 'shop' | 'singleShop' | 'member' | 'auth' | 'blank';

export interface PageEntry {
  /**
   * Path without the leading slash. A last segment like `sku-:sku_id` carries its parameter after a fixed
   * prefix, as the spec's routes do; React Router has no such partial segments, so those go through
   * the catch-all route of router.tsx (`lib/prefixed-path.ts`).
   */
  path: string;
  layout: LayoutName;
  /** Key in the `routes` locale namespace; the document title is `{title} - {site name}`. */
  title: string;
  auth?: boolean;
  /**
   * False for a page that draws without antd (home, category, brand, the goods list, goods pages, the cart, the coupon
   * centre, notices, the shop street and a shop's own pages): it then loads without antd's theme and style engine (issue 12). Every other page gets them with its own chunk (components/antd-scope.tsx).
   */
  antd?: false;
  /**
   * False for a page drawn with the core messages only (only the home page): the page namespaces (catalog,
   * coupon …) then load when the browser is idle instead of with the page's chunk (locales/index.ts).
   * Independent of `antd`: a page may draw without antd and still need its messages.
   */
  messages?: false;
  /** Where the page module lives; absent means the page belongs to a later piece of work. */
  load?: () => Promise<{ Page: ComponentType }>;
}

const home = () => import('../features/site/pages/home-page.tsx');

const main = (path: string, title: string, extra: Partial<PageEntry> = {}): PageEntry => ({
  path,
  title,
  layout: 'main',
  ...extra,
});
const member = (path: string, title = path): PageEntry => ({
  path: `member/${path}`,
  title,
  layout: 'member',
  auth: true,
});

/** Every route of spec §2, under its layout. */
export const PAGES: PageEntry[] = [
  main('index', 'index', { load: home, antd: false, messages: false }),
  main('change_city', 'change_city', {
    load: () => import('../features/city/pages/change-city-page.tsx'),
    antd: false,
  }),
  main('brand', 'brand', {
    load: () => import('../features/catalog/pages/brand-page.tsx'),
    antd: false,
  }),
  main('cart', 'cart', { load: () => import('../features/cart/pages/cart-page.tsx'), antd: false }),
  main('category', 'category', {
    load: () => import('../features/catalog/pages/category-page.tsx'),
    antd: false,
  }),
  main('coupon', 'coupon', {
    load: () => import('../features/coupon/pages/coupon-centre-page.tsx'),
    antd: false,
  }),
  // The goods page and the goods list draw without antd too; what the goods page shows later brings antd's theme
  // with it (lazyWithAntd).
  main('sku-:sku_id', 'goods_detail', {
    load: () => import('../features/catalog/pages/goods-detail-page.tsx'),
    antd: false,
  }),
  main('list', 'list', { load: () => import('../features/catalog/pages/list-page.tsx'), antd: false }),
  main('street', 'street', {
    load: () => import('../features/shop/pages/street-page.tsx'),
    antd: false,
  }),
  main('cms/notice', 'notice_list', {
    load: () => import('../features/cms/pages/notice-list-page.tsx'),
    antd: false,
  }),
  main('cms/notice-:id', 'notice_detail', {
    load: () => import('../features/cms/pages/notice-detail-page.tsx'),
    antd: false,
  }),
  main('promotion/combo-:id', 'combo', {
    load: () => import('../features/combo/pages/combo-page.tsx'),
    antd: false,
  }),
  main('promotion/combo_payment', 'combo_payment', {
    auth: true,
    load: () => import('../features/combo/pages/combo-payment-page.tsx'),
    antd: false,
  }),
  main('promotion/seckill', 'seckill', {
    load: () => import('../features/seckill/pages/seckill-page.tsx'),
    antd: false,
  }),
  main('promotion/seckill-:id', 'seckill_detail', {
    load: () => import('../features/seckill/pages/seckill-detail-page.tsx'),
    antd: false,
  }),
  main('promotion/seckill_payment', 'seckill_payment', {
    auth: true,
    load: () => import('../features/seckill/pages/seckill-payment-page.tsx'),
    antd: false,
  }),
  main('promotion/groupbuy', 'groupbuy', {
    load: () => import('../features/groupbuy/pages/groupbuy-list-page.tsx'),
    antd: false,
  }),
  main('promotion/groupbuy-:id', 'groupbuy_detail', {
    load: () => import('../features/groupbuy/pages/groupbuy-detail-page.tsx'),
    antd: false,
  }),
  main('promotion/groupbuy_payment', 'groupbuy_payment', {
    auth: true,
    load: () => import('../features/groupbuy/pages/groupbuy-payment-page.tsx'),
    antd: false,
  }),
  main('promotion/topic', 'topic', {
    load: () => import('../features/topic/pages/topic-list-page.tsx'),
    antd: false,
  }),
  main('promotion/topic-goods-:id', 'topic_goods', {
    load: () => import('../features/topic/pages/topic-goods-page.tsx'),
    antd: false,
  }),
  main('promotion/topic-:id', 'topic_detail', {
    load: () => import('../features/topic/pages/topic-page.tsx'),
    antd: false,
  }),
  main('promotion/topic_payment', 'topic_payment', {
    auth: true,
    load: () => import('../features/topic/pages/topic-payment-page.tsx'),
    antd: false,
  }),
  main('evaluate', 'evaluate', {
    auth: true,
    load: () => import('../features/review/pages/evaluate-page.tsx'),
    antd: false,
  }),
  main('payment', 'payment', {
    auth: true,
    load: () => import('../features/checkout/pages/checkout-page.tsx'),
    antd: false,
  }),
  main('pay', 'pay', {
    auth: true,
    load: () => import('../features/payment/pages/pay-page.tsx'),
    antd: false,
  }),
  main('result', 'result', {
    auth: true,
    load: () => import('../features/payment/pages/result-page.tsx'),
    antd: false,
  }),

  {
    path: 'shopIndex',
    layout: 'shop',
    title: 'shop_index',
    load: () => import('../features/shop/pages/shop-index-page.tsx'),
    antd: false,
  },
  {
    path: 'cms/help',
    layout: 'shop',
    title: 'help',
    load: () => import('../features/cms/pages/help-page.tsx'),
    antd: false,
  },
  {
    path: 'cms/help/listother-:class_id',
    layout: 'shop',
    title: 'help_list',
    load: () => import('../features/cms/pages/help-list-page.tsx'),
    antd: false,
  },
  {
    path: 'cms/help-:id',
    layout: 'shop',
    title: 'help_detail',
    load: () => import('../features/cms/pages/help-detail-page.tsx'),
    antd: false,
  },
  {
    path: 'shopList',
    layout: 'shop',
    title: 'shop_list',
    load: () => import('../features/catalog/pages/shop-goods-list-page.tsx'),
    antd: false,
  },
  {
    path: 'shop-sku-:sku_id',
    layout: 'shop',
    title: 'shop_goods',
    load: () => import('../features/catalog/pages/goods-detail-page.tsx'),
    antd: false,
  },

  {
    path: 'shop-:site_id',
    layout: 'singleShop',
    title: 'shop_home',
    load: () => import('../features/shop/pages/shop-home-page.tsx'),
    antd: false,
  },
  {
    path: 'shop_list',
    layout: 'singleShop',
    title: 'shop_list',
    load: () => import('../features/catalog/pages/shop-goods-list-page.tsx'),
    antd: false,
  },

  {
    ...member('index', 'member_index'),
    load: () => import('../features/member/pages/member-index-page.tsx'),
    antd: false,
  },
  {
    ...member('security'),
    load: () => import('../features/member/pages/security-page.tsx'),
    antd: false,
  },
  {
    ...member('info'),
    load: () => import('../features/member/pages/info-page.tsx'),
    antd: false,
  },
  {
    ...member('collection'),
    load: () => import('../features/member/collection/collection-page.tsx'),
    antd: false,
  },
  {
    ...member('footprint'),
    load: () => import('../features/member/footprint/footprint-page.tsx'),
    antd: false,
  },
  {
    ...member('my_coupon'),
    load: () => import('../features/coupon/pages/my-coupon-page.tsx'),
    antd: false,
  },
  {
    ...member('delivery_address'),
    load: () => import('../features/address/pages/delivery-address-page.tsx'),
    antd: false,
  },
  {
    ...member('address_edit'),
    load: () => import('../features/address/pages/address-edit-page.tsx'),
    antd: false,
  },
  {
    ...member('order_list'),
    load: () => import('../features/order/pages/order-list-page.tsx'),
    antd: false,
  },
  ...['order_detail', 'order_detail_local_delivery', 'order_detail_pickup', 'order_detail_virtual'].map(
    (p) => ({
      ...member(p),
      load: () => import('../features/order/pages/order-detail-page.tsx'),
      antd: false as const,
    }),
  ),
  {
    ...member('logistics'),
    load: () => import('../features/order/pages/logistics-page.tsx'),
    antd: false,
  },
  {
    ...member('verification'),
    load: () => import('../features/verify/pages/verification-page.tsx'),
    antd: false,
  },
  {
    ...member('verification_list'),
    load: () => import('../features/verify/pages/verification-list-page.tsx'),
    antd: false,
  },
  {
    ...member('verification_detail'),
    load: () => import('../features/verify/pages/verification-detail-page.tsx'),
    antd: false,
  },
  {
    ...member('level'),
    load: () => import('../features/loyalty/pages/level-page.tsx'),
    antd: false,
  },
  { ...member('signin'), load: () => import('../features/loyalty/pages/signin-page.tsx'), antd: false },
  { ...member('my_point'), load: () => import('../features/loyalty/pages/my-point-page.tsx'), antd: false },
  {
    ...member('recharge_list'),
    load: () => import('../features/recharge/pages/recharge-list-page.tsx'),
    antd: false,
  },
  {
    ...member('recharge_detail'),
    load: () => import('../features/recharge/pages/recharge-detail-page.tsx'),
    antd: false,
  },
  {
    ...member('recharge_order'),
    load: () => import('../features/recharge/pages/recharge-order-page.tsx'),
    antd: false,
  },
  // Settle-in (the header's merchant entry): the spec names no path for it, so it sits in the member centre.
  {
    ...member('shop_apply'),
    load: () => import('../features/settle/pages/shop-apply-page.tsx'),
    antd: false,
  },
  { ...member('account'), load: () => import('../features/wallet/pages/account-page.tsx'), antd: false },
  {
    ...member('account_list'),
    load: () => import('../features/wallet/pages/account-list-page.tsx'),
    antd: false,
  },
  {
    ...member('account_edit'),
    load: () => import('../features/wallet/pages/account-edit-page.tsx'),
    antd: false,
  },
  {
    ...member('apply_withdrawal'),
    load: () => import('../features/wallet/pages/apply-withdrawal-page.tsx'),
    antd: false,
  },
  {
    ...member('withdrawal'),
    load: () => import('../features/wallet/pages/withdrawal-page.tsx'),
    antd: false,
  },
  {
    ...member('withdrawal_detail'),
    load: () => import('../features/wallet/pages/withdrawal-detail-page.tsx'),
    antd: false,
  },
  {
    ...member('activist'),
    load: () => import('../features/refund/pages/activist-page.tsx'),
    antd: false,
  },
  {
    ...member('refund'),
    load: () => import('../features/refund/pages/refund-page.tsx'),
    antd: false,
  },
  {
    ...member('refund_detail'),
    load: () => import('../features/refund/pages/refund-detail-page.tsx'),
    antd: false,
  },
  {
    ...member('complain'),
    load: () => import('../features/refund/pages/complain-page.tsx'),
    antd: false,
  },

  {
    path: 'login',
    layout: 'auth',
    title: 'login',
    load: () => import('../features/account/pages/login-page.tsx'),
    antd: false,
  },
  {
    path: 'register',
    layout: 'auth',
    title: 'register',
    load: () => import('../features/account/pages/register-page.tsx'),
    antd: false,
  },
  {
    path: 'find_pass',
    layout: 'auth',
    title: 'find_pass',
    load: () => import('../features/account/pages/find-pass-page.tsx'),
    antd: false,
  },
  {
    path: 'terms-and-policy',
    layout: 'auth',
    title: 'terms',
    load: () => import('../features/account/pages/terms-page.tsx'),
    antd: false,
  },

  {
    path: 'closed',
    layout: 'blank',
    title: 'closed',
    load: () => import('../features/site/pages/closed-page.tsx'),
    antd: false,
  },
];

export const NOT_FOUND_PAGE: PageEntry = {
  path: '*',
  layout: 'blank',
  title: 'not_found',
  load: () => import('../features/site/pages/not-found-page.tsx'),
  antd: false,
};

/** Finds the entry a prefixed path like `sku-12` belongs to (`lib/prefixed-path.ts`). */
export const matchPrefixed = (path: string) => matchPrefixedPath(path, PAGES);
