import type { ComponentType } from 'react';
import {
  FieldTimeOutlined,
  ThunderboltOutlined,
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  CrownOutlined,
  CarOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  GiftOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  RollbackOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { roleMay, type ConsoleAudience, type ConsoleCall, type ConsoleRole } from '@mall/contracts';

/**
 * Every page of the console. To add one: a lazy `load`, the audience it belongs to, the call it is built on
 * (the role table's row of that call decides who may open the page and who sees it in the menu), a title key
 * in the `routes` namespace, and `menu` to list it in the side menu (under `group`, a key in `routes` too).
 */
export interface ConsolePage {
  /** Path under /console/, without the leading slash; `:name` segments are parameters. */
  path: string;
  audience: ConsoleAudience;
  /** The page's main call: a role that may not make it may not open the page. */
  call: ConsoleCall;
  /** Key in the `routes` locale namespace (menu entry, breadcrumb, document title). */
  title: string;
  menu?: { icon: ComponentType; group?: string };
  load: () => Promise<{ Page: ComponentType }>;
}

export const PAGES: ConsolePage[] = [
  // ---- merchant console ----
  {
    path: 'merchant/dashboard',
    audience: 'merchant',
    call: '/merchant/api/dashboard',
    title: 'dashboard',
    menu: { icon: DashboardOutlined },
    load: () => import('../features/dashboard/pages/dashboard-page.tsx'),
  },
  {
    path: 'merchant/orders',
    audience: 'merchant',
    call: '/merchant/api/order/lists',
    title: 'orders',
    menu: { icon: ShoppingOutlined, group: 'groupOrders' },
    load: () => import('../features/order/pages/order-list-page.tsx'),
  },
  {
    path: 'merchant/orders/:orderId',
    audience: 'merchant',
    call: '/merchant/api/order/detail',
    title: 'orderDetail',
    load: () => import('../features/order/pages/order-detail-page.tsx'),
  },
  {
    path: 'merchant/refunds',
    audience: 'merchant',
    call: '/merchant/api/refund/lists',
    title: 'refunds',
    menu: { icon: RollbackOutlined, group: 'groupOrders' },
    load: () => import('../features/refund/pages/refunds-page.tsx'),
  },
  {
    path: 'merchant/goods',
    audience: 'merchant',
    call: '/merchant/api/goods/lists',
    title: 'goods',
    menu: { icon: AppstoreOutlined, group: 'groupGoods' },
    load: () => import('../features/catalog/pages/goods-list-page.tsx'),
  },
  {
    path: 'merchant/goods/new',
    audience: 'merchant',
    call: '/merchant/api/goods/add',
    title: 'goodsNew',
    load: () => import('../features/catalog/pages/goods-form-page.tsx'),
  },
  {
    path: 'merchant/goods/:goodsId/edit',
    audience: 'merchant',
    call: '/merchant/api/goods/edit',
    title: 'goodsEdit',
    load: () => import('../features/catalog/pages/goods-form-page.tsx'),
  },
  {
    path: 'merchant/coupons',
    audience: 'merchant',
    call: '/merchant/api/coupon/lists',
    title: 'coupons',
    menu: { icon: GiftOutlined, group: 'groupMarketing' },
    load: () => import('../features/coupon/pages/coupons-page.tsx'),
  },
  {
    path: 'merchant/seckills',
    audience: 'merchant',
    call: '/merchant/api/seckill/lists',
    title: 'seckills',
    menu: { icon: ThunderboltOutlined, group: 'groupMarketing' },
    load: () => import('../features/seckill/pages/seckills-page.tsx'),
  },
  {
    path: 'merchant/manjian',
    audience: 'merchant',
    call: '/merchant/api/manjian/lists',
    title: 'manjian',
    menu: { icon: GiftOutlined, group: 'groupMarketing' },
    load: () => import('../features/manjian/pages/manjian-page.tsx'),
  },
  {
    path: 'merchant/groupbuys',
    audience: 'merchant',
    call: '/merchant/api/groupbuy/lists',
    title: 'groupbuys',
    menu: { icon: TeamOutlined, group: 'groupMarketing' },
    load: () => import('../features/groupbuy/pages/groupbuys-page.tsx'),
  },
  {
    path: 'merchant/combos',
    audience: 'merchant',
    call: '/merchant/api/bundling/lists',
    title: 'combos',
    menu: { icon: AppstoreOutlined, group: 'groupMarketing' },
    load: () => import('../features/combo/pages/combos-page.tsx'),
  },
  {
    path: 'merchant/shop',
    audience: 'merchant',
    call: '/merchant/api/shop/info',
    title: 'shopSettings',
    menu: { icon: ShopOutlined, group: 'groupShop' },
    load: () => import('../features/shop/pages/shop-settings-page.tsx'),
  },
  {
    path: 'merchant/delivery',
    audience: 'merchant',
    call: '/merchant/api/delivery/setting',
    title: 'deliverySettings',
    menu: { icon: CarOutlined, group: 'groupShop' },
    load: () => import('../features/delivery/pages/delivery-settings-page.tsx'),
  },
  {
    path: 'merchant/templates',
    audience: 'merchant',
    call: '/merchant/api/express/template/lists',
    title: 'freightTemplates',
    menu: { icon: ProfileOutlined, group: 'groupShop' },
    load: () => import('../features/delivery/pages/templates-page.tsx'),
  },
  {
    path: 'merchant/stores',
    audience: 'merchant',
    call: '/merchant/api/store/lists',
    title: 'pickupStores',
    menu: { icon: EnvironmentOutlined, group: 'groupShop' },
    load: () => import('../features/store/pages/stores-page.tsx'),
  },
  {
    path: 'merchant/staff',
    audience: 'merchant',
    call: '/merchant/api/staff/lists',
    title: 'staff',
    menu: { icon: TeamOutlined, group: 'groupShop' },
    load: () => import('../features/staff/pages/staff-page.tsx'),
  },
  {
    path: 'merchant/reviews',
    audience: 'merchant',
    call: '/merchant/api/goodsevaluate/lists',
    title: 'reviews',
    menu: { icon: CommentOutlined, group: 'groupGoods' },
    load: () => import('../features/review/pages/merchant-review-page.tsx'),
  },
  {
    path: 'merchant/verifiers',
    audience: 'merchant',
    call: '/merchant/api/verifier/lists',
    title: 'verifiers',
    menu: { icon: SafetyCertificateOutlined, group: 'groupShop' },
    load: () => import('../features/verifier/pages/verifier-page.tsx'),
  },
  {
    path: 'merchant/chat-replies',
    audience: 'merchant',
    call: '/merchant/api/chat/quickreply/lists',
    title: 'chatReplies',
    menu: { icon: MessageOutlined, group: 'groupShop' },
    load: () => import('../features/chat/pages/chat-replies-page.tsx'),
  },
  // ---- customer-service agents ----
  {
    path: 'agent/workspace',
    audience: 'agent',
    call: '/agent/api/chat/workspace',
    title: 'agentWorkspace',
    menu: { icon: CustomerServiceOutlined },
    load: () => import('../features/chat/pages/chat-workspace-page.tsx'),
  },
  // ---- platform operator ----
  {
    path: 'operator/shop-applies',
    audience: 'operator',
    call: '/operator/api/shopapply/lists',
    title: 'shopApplies',
    menu: { icon: ShopOutlined, group: 'groupShops' },
    load: () => import('../features/settle/pages/shop-apply-page.tsx'),
  },
  {
    path: 'operator/complaints',
    audience: 'operator',
    call: '/operator/api/complain/lists',
    title: 'complaints',
    menu: { icon: AlertOutlined },
    load: () => import('../features/refund/pages/complaints-page.tsx'),
  },
  {
    path: 'operator/members',
    audience: 'operator',
    call: '/operator/api/member/lists',
    title: 'members',
    menu: { icon: UserOutlined, group: 'groupUsers' },
    load: () => import('../features/member/pages/member-list-page.tsx'),
  },
  {
    path: 'operator/shops',
    audience: 'operator',
    call: '/operator/api/shop/lists',
    title: 'shops',
    menu: { icon: ShopOutlined, group: 'groupUsers' },
    load: () => import('../features/shop/pages/shop-list-page.tsx'),
  },
  {
    path: 'operator/withdrawals',
    audience: 'operator',
    call: '/operator/api/withdraw/lists',
    title: 'withdrawals',
    menu: { icon: WalletOutlined, group: 'groupFinance' },
    load: () => import('../features/wallet/pages/withdraw-list-page.tsx'),
  },
  {
    path: 'operator/withdraw-settings',
    audience: 'operator',
    call: '/operator/api/withdraw/config',
    title: 'withdrawSettings',
    menu: { icon: SettingOutlined, group: 'groupFinance' },
    load: () => import('../features/wallet/pages/withdraw-settings-page.tsx'),
  },
  {
    path: 'operator/categories',
    audience: 'operator',
    call: '/operator/api/category/tree',
    title: 'categories',
    menu: { icon: AppstoreOutlined, group: 'groupCatalog' },
    load: () => import('../features/catalog/pages/category-page.tsx'),
  },
  {
    path: 'operator/brands',
    audience: 'operator',
    call: '/operator/api/brand/lists',
    title: 'brands',
    menu: { icon: TagsOutlined, group: 'groupCatalog' },
    load: () => import('../features/catalog/pages/brand-page.tsx'),
  },
  {
    path: 'operator/platform-coupons',
    audience: 'operator',
    call: '/operator/api/platformcoupon/lists',
    title: 'platformCoupons',
    menu: { icon: GiftOutlined, group: 'groupMarketing' },
    load: () => import('../features/coupon/pages/platform-coupons-page.tsx'),
  },
  {
    path: 'operator/reviews',
    audience: 'operator',
    call: '/operator/api/goodsevaluate/lists',
    title: 'reviews',
    menu: { icon: CommentOutlined, group: 'groupCatalog' },
    load: () => import('../features/review/pages/operator-review-page.tsx'),
  },
  {
    path: 'operator/seckill-slots',
    audience: 'operator',
    call: '/operator/api/seckill/slot/lists',
    title: 'seckillSlots',
    menu: { icon: FieldTimeOutlined, group: 'groupMarketing' },
    load: () => import('../features/seckill/pages/slots-page.tsx'),
  },
  {
    path: 'operator/topics',
    audience: 'operator',
    call: '/operator/api/topic/lists',
    title: 'topics',
    menu: { icon: GiftOutlined, group: 'groupContent' },
    load: () => import('../features/topic/pages/topics-page.tsx'),
  },
  {
    path: 'operator/notices',
    audience: 'operator',
    call: '/operator/api/notice/lists',
    title: 'notices',
    menu: { icon: NotificationOutlined, group: 'groupContent' },
    load: () => import('../features/cms/pages/notice-page.tsx'),
  },
  {
    path: 'operator/help',
    audience: 'operator',
    call: '/operator/api/help/lists',
    title: 'help',
    menu: { icon: QuestionCircleOutlined, group: 'groupContent' },
    load: () => import('../features/cms/pages/help-page.tsx'),
  },
  {
    path: 'operator/levels',
    audience: 'operator',
    call: '/operator/api/memberlevel/lists',
    title: 'levels',
    menu: { icon: CrownOutlined, group: 'groupLoyalty' },
    load: () => import('../features/loyalty/pages/level-page.tsx'),
  },
  {
    path: 'operator/loyalty',
    audience: 'operator',
    call: '/operator/api/loyalty/settings',
    title: 'loyaltyRules',
    menu: { icon: GiftOutlined, group: 'groupLoyalty' },
    load: () => import('../features/loyalty/pages/loyalty-settings-page.tsx'),
  },
  {
    path: 'operator/recharge',
    audience: 'operator',
    call: '/operator/api/recharge/lists',
    title: 'rechargePackages',
    menu: { icon: WalletOutlined, group: 'groupLoyalty' },
    load: () => import('../features/recharge/pages/package-page.tsx'),
  },
  {
    path: 'operator/settings',
    audience: 'operator',
    call: '/operator/api/site/settings',
    title: 'siteSettings',
    menu: { icon: SettingOutlined, group: 'groupSystem' },
    load: () => import('../features/site/pages/site-settings-page.tsx'),
  },
  {
    path: 'operator/service',
    audience: 'operator',
    call: '/operator/api/site/servicer',
    title: 'serviceSettings',
    menu: { icon: CustomerServiceOutlined, group: 'groupSystem' },
    load: () => import('../features/site/pages/service-settings-page.tsx'),
  },
  {
    path: 'operator/audit',
    audience: 'operator',
    call: '/operator/api/audit/lists',
    title: 'audit',
    menu: { icon: AuditOutlined, group: 'groupSystem' },
    load: () => import('../features/audit/pages/audit-page.tsx'),
  },
  {
    path: 'operator/adverts',
    audience: 'operator',
    call: '/operator/api/adv/lists',
    title: 'adverts',
    menu: { icon: NotificationOutlined, group: 'groupContent' },
    load: () => import('../features/content/pages/adverts-page.tsx'),
  },
  {
    path: 'operator/documents',
    audience: 'operator',
    call: '/operator/api/document/lists',
    title: 'documents',
    menu: { icon: ProfileOutlined, group: 'groupContent' },
    load: () => import('../features/content/pages/documents-page.tsx'),
  },
  {
    path: 'operator/pay-refunds',
    audience: 'operator',
    call: '/operator/api/payrefund/lists',
    title: 'payRefunds',
    menu: { icon: RollbackOutlined },
    load: () => import('../features/refund/pages/pay-refunds-page.tsx'),
  },
];

/** May this role open the page? (The page's call, by the role table.) */
export const mayOpen = (role: ConsoleRole, page: ConsolePage) => roleMay(role, page.call);

/** The side menu of a role: its audience's pages it may open, in table order. */
export const menuPages = (role: ConsoleRole, audience: ConsoleAudience) =>
  PAGES.filter((p) => p.menu && p.audience === audience && mayOpen(role, p));

/** Where a logged-in role lands: the first page of its menu. */
export function homePath(role: ConsoleRole, audience: ConsoleAudience): string {
  const first = menuPages(role, audience)[0];
  return first ? `/${first.path}` : '/login';
}
