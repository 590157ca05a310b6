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
   * False for a page drawn with the core messages only (only the home page): the page namespaces (catalog,
   * coupon …) then load when the browser is idle instead of with the page's chunk (locales/index.ts).
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
  main('index', 'index', { load: home, messages: false }),
  main('change_city', 'change_city', {
    load: () => import('../features/city/pages/change-city-page.tsx'),
  }),
  main('brand', 'brand', {
    load: () => import('../features/catalog/pages/brand-page.tsx'),
  }),
  main('cart', 'cart', { load: () => import('../features/cart/pages/cart-page.tsx') }),
  main('category', 'category', {
    load: () => import('../features/catalog/pages/category-page.tsx'),
  }),
  main('coupon', 'coupon', {
    load: () => import('../features/coupon/pages/coupon-centre-page.tsx'),
  }),
  main('sku-:sku_id', 'goods_detail', {
    load: () => import('../features/catalog/pages/goods-detail-page.tsx'),
  }),
  main('list', 'list', { load: () => import('../features/catalog/pages/list-page.tsx') }),
  main('street', 'street', {
    load: () => import('../features/shop/pages/street-page.tsx'),
  }),
  main('cms/notice', 'notice_list', {
    load: () => import('../features/cms/pages/notice-list-page.tsx'),
  }),
  main('cms/notice-:id', 'notice_detail', {
    load: () => import('../features/cms/pages/notice-detail-page.tsx'),
  }),
  main('promotion/combo-:id', 'combo', {
    load: () => import('../features/combo/pages/combo-page.tsx'),
  }),
  main('promotion/combo_payment', 'combo_payment', {
    auth: true,
    load: () => import('../features/combo/pages/combo-payment-page.tsx'),
  }),
  main('promotion/seckill', 'seckill', {
    load: () => import('../features/seckill/pages/seckill-page.tsx'),
  }),
  main('promotion/seckill-:id', 'seckill_detail', {
    load: () => import('../features/seckill/pages/seckill-detail-page.tsx'),
  }),
  main('promotion/seckill_payment', 'seckill_payment', {
    auth: true,
    load: () => import('../features/seckill/pages/seckill-payment-page.tsx'),
  }),
  main('promotion/groupbuy', 'groupbuy', {
    load: () => import('../features/groupbuy/pages/groupbuy-list-page.tsx'),
  }),
  main('promotion/groupbuy-:id', 'groupbuy_detail', {
    load: () => import('../features/groupbuy/pages/groupbuy-detail-page.tsx'),
  }),
  main('promotion/groupbuy_payment', 'groupbuy_payment', {
    auth: true,
    load: () => import('../features/groupbuy/pages/groupbuy-payment-page.tsx'),
  }),
  main('promotion/topic', 'topic', {
    load: () => import('../features/topic/pages/topic-list-page.tsx'),
  }),
  main('promotion/topic-goods-:id', 'topic_goods', {
    load: () => import('../features/topic/pages/topic-goods-page.tsx'),
  }),
  main('promotion/topic-:id', 'topic_detail', {
    load: () => import('../features/topic/pages/topic-page.tsx'),
  }),
  main('promotion/topic_payment', 'topic_payment', {
    auth: true,
    load: () => import('../features/topic/pages/topic-payment-page.tsx'),
  }),
  main('evaluate', 'evaluate', {
    auth: true,
    load: () => import('../features/review/pages/evaluate-page.tsx'),
  }),
  main('payment', 'payment', {
    auth: true,
    load: () => import('../features/checkout/pages/checkout-page.tsx'),
  }),
  main('pay', 'pay', {
    auth: true,
    load: () => import('../features/payment/pages/pay-page.tsx'),
  }),
  main('result', 'result', {
    auth: true,
    load: () => import('../features/payment/pages/result-page.tsx'),
  }),

  {
    path: 'shopIndex',
    layout: 'shop',
    title: 'shop_index',
    load: () => import('../features/shop/pages/shop-index-page.tsx'),
  },
  {
    path: 'cms/help',
    layout: 'shop',
    title: 'help',
    load: () => import('../features/cms/pages/help-page.tsx'),
  },
  {
    path: 'cms/help/listother-:class_id',
    layout: 'shop',
    title: 'help_list',
    load: () => import('../features/cms/pages/help-list-page.tsx'),
  },
  {
    path: 'cms/help-:id',
    layout: 'shop',
    title: 'help_detail',
    load: () => import('../features/cms/pages/help-detail-page.tsx'),
  },
  {
    path: 'shopList',
    layout: 'shop',
    title: 'shop_list',
    load: () => import('../features/catalog/pages/shop-goods-list-page.tsx'),
  },
  {
    path: 'shop-sku-:sku_id',
    layout: 'shop',
    title: 'shop_goods',
    load: () => import('../features/catalog/pages/goods-detail-page.tsx'),
  },

  {
    path: 'shop-:site_id',
    layout: 'singleShop',
    title: 'shop_home',
    load: () => import('../features/shop/pages/shop-home-page.tsx'),
  },
  {
    path: 'shop_list',
    layout: 'singleShop',
    title: 'shop_list',
    load: () => import('../features/catalog/pages/shop-goods-list-page.tsx'),
  },

  {
    ...member('index', 'member_index'),
    load: () => import('../features/member/pages/member-index-page.tsx'),
  },
  {
    ...member('security'),
    load: () => import('../features/member/pages/security-page.tsx'),
  },
  {
    ...member('info'),
    load: () => import('../features/member/pages/info-page.tsx'),
  },
  {
    ...member('collection'),
    load: () => import('../features/member/collection/collection-page.tsx'),
  },
  {
    ...member('footprint'),
    load: () => import('../features/member/footprint/footprint-page.tsx'),
  },
  {
    ...member('my_coupon'),
    load: () => import('../features/coupon/pages/my-coupon-page.tsx'),
  },
  {
    ...member('delivery_address'),
    load: () => import('../features/address/pages/delivery-address-page.tsx'),
  },
  {
    ...member('address_edit'),
    load: () => import('../features/address/pages/address-edit-page.tsx'),
  },
  {
    ...member('order_list'),
    load: () => import('../features/order/pages/order-list-page.tsx'),
  },
  ...['order_detail', 'order_detail_local_delivery', 'order_detail_pickup', 'order_detail_virtual'].map(
    (p) => ({
      ...member(p),
      load: () => import('../features/order/pages/order-detail-page.tsx'),
    }),
  ),
  {
    ...member('logistics'),
    load: () => import('../features/order/pages/logistics-page.tsx'),
  },
  {
    ...member('verification'),
    load: () => import('../features/verify/pages/verification-page.tsx'),
  },
  {
    ...member('verification_list'),
    load: () => import('../features/verify/pages/verification-list-page.tsx'),
  },
  {
    ...member('verification_detail'),
    load: () => import('../features/verify/pages/verification-detail-page.tsx'),
  },
  {
    ...member('level'),
    load: () => import('../features/loyalty/pages/level-page.tsx'),
  },
  { ...member('signin'), load: () => import('../features/loyalty/pages/signin-page.tsx') },
  { ...member('my_point'), load: () => import('../features/loyalty/pages/my-point-page.tsx') },
  {
    ...member('recharge_list'),
    load: () => import('../features/recharge/pages/recharge-list-page.tsx'),
  },
  {
    ...member('recharge_detail'),
    load: () => import('../features/recharge/pages/recharge-detail-page.tsx'),
  },
  {
    ...member('recharge_order'),
    load: () => import('../features/recharge/pages/recharge-order-page.tsx'),
  },
  // Settle-in (the header's merchant entry): the spec names no path for it, so it sits in the member centre.
  {
    ...member('shop_apply'),
    load: () => import('../features/settle/pages/shop-apply-page.tsx'),
  },
  { ...member('account'), load: () => import('../features/wallet/pages/account-page.tsx') },
  {
    ...member('account_list'),
    load: () => import('../features/wallet/pages/account-list-page.tsx'),
  },
  {
    ...member('account_edit'),
    load: () => import('../features/wallet/pages/account-edit-page.tsx'),
  },
  {
    ...member('apply_withdrawal'),
    load: () => import('../features/wallet/pages/apply-withdrawal-page.tsx'),
  },
  {
    ...member('withdrawal'),
    load: () => import('../features/wallet/pages/withdrawal-page.tsx'),
  },
  {
    ...member('withdrawal_detail'),
    load: () => import('../features/wallet/pages/withdrawal-detail-page.tsx'),
  },
  {
    ...member('activist'),
    load: () => import('../features/refund/pages/activist-page.tsx'),
  },
  {
    ...member('refund'),
    load: () => import('../features/refund/pages/refund-page.tsx'),
  },
  {
    ...member('refund_detail'),
    load: () => import('../features/refund/pages/refund-detail-page.tsx'),
  },
  {
    ...member('complain'),
    load: () => import('../features/refund/pages/complain-page.tsx'),
  },

  {
    path: 'login',
    layout: 'auth',
    title: 'login',
    load: () => import('../features/account/pages/login-page.tsx'),
  },
  {
    path: 'register',
    layout: 'auth',
    title: 'register',
    load: () => import('../features/account/pages/register-page.tsx'),
  },
  {
    path: 'find_pass',
    layout: 'auth',
    title: 'find_pass',
    load: () => import('../features/account/pages/find-pass-page.tsx'),
  },
  {
    path: 'terms-and-policy',
    layout: 'auth',
    title: 'terms',
    load: () => import('../features/account/pages/terms-page.tsx'),
  },

  {
    path: 'closed',
    layout: 'blank',
    title: 'closed',
    load: () => import('../features/site/pages/closed-page.tsx'),
  },
];

export const NOT_FOUND_PAGE: PageEntry = {
  path: '*',
  layout: 'blank',
  title: 'not_found',
  load: () => import('../features/site/pages/not-found-page.tsx'),
};

/** Finds the entry a prefixed path like `sku-12` belongs to (`lib/prefixed-path.ts`). */
export const matchPrefixed = (path: string) => matchPrefixedPath(path, PAGES);
