/**
 * Who may use the consoles, and the ONE table of which role may make which console call.
 *
 * An audience is a kind of console user with its own login and its own sessions: a token of one audience never
 * works on a call of another. Each role belongs to one audience. The server refuses a call whose role is not in
 * the call's row (PERMISSION_DENIED); the console shows a page in its menu only when the role may make the
 * page's call. A console call without a row here does not start (the server throws at registration), and the
 * permission matrix test (apps/server/src/console/permission-matrix.test.ts) calls every row with every
 * audience.
 */
export const CONSOLE_AUDIENCES = ['merchant', 'agent', 'operator'] as const;
export type ConsoleAudience = (typeof CONSOLE_AUDIENCES)[number];

/** Every role and its audience. Shop roles work on their own shop only; the shop comes from the session. */
export const CONSOLE_ROLE_AUDIENCE = {
  /** The shop's `shop<site_id>` account: everything of the shop, including its staff accounts. */
  shop_owner: 'merchant',
  /** An account the owner adds: the shop's daily work (orders, later goods), not its accounts. */
  shop_staff: 'merchant',
  /** A customer-service agent the owner adds (the chat workspace). */
  shop_agent: 'agent',
  /** The platform operator. */
  operator: 'operator',
} as const satisfies Record<string, ConsoleAudience>;
export type ConsoleRole = keyof typeof CONSOLE_ROLE_AUDIENCE;

const SHOP = ['shop_owner', 'shop_staff'] as const;
const OWNER = ['shop_owner'] as const;
const AGENT = ['shop_agent'] as const;
const OPERATOR = ['operator'] as const;

/** Console calls anyone may make: the logins. */
export const PUBLIC_CONSOLE_CALLS = [
  '/merchant/api/login',
  '/agent/api/login',
  '/operator/api/login',
] as const;

/** Every console call that needs a console session, and the roles that may make it. Add a row with each call. */
export const ROLE_TABLE = {
  // ---- merchant console (shop staff) ----
  '/merchant/api/session/info': SHOP,
  '/merchant/api/logout': SHOP,
  '/merchant/api/dashboard': SHOP,
  '/merchant/api/express/companies': SHOP,
  '/merchant/api/order/lists': SHOP,
  '/merchant/api/order/detail': SHOP,
  '/merchant/api/order/delivery': SHOP,
  '/merchant/api/order/localdelivery': SHOP,
  '/merchant/api/order/pickup': SHOP,
  '/merchant/api/goods/lists': SHOP,
  '/merchant/api/goods/detail': SHOP,
  '/merchant/api/goods/options': SHOP,
  '/merchant/api/goods/add': SHOP,
  '/merchant/api/goods/edit': SHOP,
  '/merchant/api/goods/state': SHOP,
  '/merchant/api/goods/delete': SHOP,
  '/merchant/api/goods/stock': SHOP,
  // the promotion forms' goods picker
  '/merchant/api/goods/skupicker': SHOP,
  '/merchant/api/upload/picture': SHOP,
  // the shop's settings: its face (name, pictures, terms) is the owner's; daily settings are staff work too
  '/merchant/api/shop/info': SHOP,
  '/merchant/api/shop/edit': OWNER,
  '/merchant/api/shop/upload': OWNER,
  '/merchant/api/delivery/setting': SHOP,
  '/merchant/api/delivery/setting/edit': SHOP,
  '/merchant/api/express/template/lists': SHOP,
  '/merchant/api/express/template/detail': SHOP,
  '/merchant/api/express/template/save': SHOP,
  '/merchant/api/express/template/delete': SHOP,
  '/merchant/api/store/lists': SHOP,
  '/merchant/api/store/save': SHOP,
  '/merchant/api/store/status': SHOP,
  '/merchant/api/store/delete': SHOP,
  '/merchant/api/coupon/lists': SHOP,
  '/merchant/api/coupon/add': SHOP,
  '/merchant/api/coupon/stop': SHOP,
  // flash sales: goods of the shop on the operator's slots
  '/merchant/api/seckill/lists': SHOP,
  '/merchant/api/seckill/detail': SHOP,
  '/merchant/api/seckill/save': SHOP,
  '/merchant/api/seckill/close': SHOP,
  '/merchant/api/seckill/slots': SHOP,
  '/merchant/api/manjian/lists': SHOP,
  '/merchant/api/manjian/save': SHOP,
  '/merchant/api/manjian/close': SHOP,
  '/merchant/api/groupbuy/lists': SHOP,
  '/merchant/api/groupbuy/add': SHOP,
  '/merchant/api/groupbuy/edit': SHOP,
  '/merchant/api/groupbuy/close': SHOP,
  '/merchant/api/bundling/lists': SHOP,
  '/merchant/api/bundling/save': SHOP,
  '/merchant/api/bundling/close': SHOP,
  '/merchant/api/staff/lists': OWNER,
  '/merchant/api/staff/add': OWNER,
  '/merchant/api/staff/status': OWNER,
  '/merchant/api/verifier/lists': OWNER,
  '/merchant/api/verifier/add': OWNER,
  '/merchant/api/verifier/delete': OWNER,
  // the shop's goods reviews: reading and replying is daily work
  '/merchant/api/goodsevaluate/lists': SHOP,
  '/merchant/api/goodsevaluate/reply': SHOP,
  // the shop's chat texts: quick replies and keyword auto-replies its agents use
  '/merchant/api/chat/quickreply/lists': SHOP,
  '/merchant/api/chat/quickreply/save': SHOP,
  '/merchant/api/chat/quickreply/delete': SHOP,
  '/merchant/api/chat/keyword/lists': SHOP,
  '/merchant/api/chat/keyword/save': SHOP,
  '/merchant/api/chat/keyword/delete': SHOP,
  // ---- customer-service agents ----
  '/agent/api/session/info': AGENT,
  '/agent/api/logout': AGENT,
  '/agent/api/chat/bind': AGENT,
  '/agent/api/chat/workspace': AGENT,
  '/agent/api/chat/dialogs': AGENT,
  '/agent/api/chat/answer': AGENT,
  '/agent/api/chat/takeover': AGENT,
  '/agent/api/chat/end': AGENT,
  '/agent/api/chat/search': AGENT,
  '/agent/api/chat/bye': AGENT,
  '/agent/api/chat/image': AGENT,
  // ---- platform operator ----
  '/operator/api/session/info': OPERATOR,
  '/operator/api/logout': OPERATOR,
  '/operator/api/audit/lists': OPERATOR,
  '/operator/api/shopapply/lists': OPERATOR,
  '/operator/api/shopapply/approve': OPERATOR,
  '/operator/api/shopapply/refuse': OPERATOR,
  '/operator/api/site/settings': OPERATOR,
  '/operator/api/site/savesettings': OPERATOR,
  '/operator/api/site/servicer': OPERATOR,
  '/operator/api/site/saveservicer': OPERATOR,
  '/operator/api/upload/picture': OPERATOR,
  '/operator/api/topic/lists': OPERATOR,
  '/operator/api/goods/skupicker': OPERATOR,
  '/operator/api/topic/save': OPERATOR,
  '/operator/api/topic/close': OPERATOR,
  '/operator/api/member/lists': OPERATOR,
  '/operator/api/member/detail': OPERATOR,
  '/operator/api/member/status': OPERATOR,
  '/operator/api/member/adjustbalance': OPERATOR,
  '/operator/api/withdraw/lists': OPERATOR,
  '/operator/api/withdraw/agree': OPERATOR,
  '/operator/api/withdraw/refuse': OPERATOR,
  '/operator/api/withdraw/transfer': OPERATOR,
  '/operator/api/withdraw/config': OPERATOR,
  '/operator/api/withdraw/saveconfig': OPERATOR,
  '/operator/api/shop/lists': OPERATOR,
  '/operator/api/shop/status': OPERATOR,
  '/operator/api/notice/lists': OPERATOR,
  '/operator/api/notice/save': OPERATOR,
  '/operator/api/notice/delete': OPERATOR,
  '/operator/api/helpclass/lists': OPERATOR,
  '/operator/api/helpclass/save': OPERATOR,
  '/operator/api/helpclass/delete': OPERATOR,
  '/operator/api/help/lists': OPERATOR,
  '/operator/api/help/save': OPERATOR,
  '/operator/api/help/delete': OPERATOR,
  '/operator/api/category/tree': OPERATOR,
  '/operator/api/category/save': OPERATOR,
  '/operator/api/category/delete': OPERATOR,
  '/operator/api/brand/lists': OPERATOR,
  '/operator/api/brand/save': OPERATOR,
  '/operator/api/brand/delete': OPERATOR,
  '/operator/api/platformcoupon/lists': OPERATOR,
  '/operator/api/platformcoupon/add': OPERATOR,
  '/operator/api/platformcoupon/stop': OPERATOR,
  '/operator/api/goodsevaluate/lists': OPERATOR,
  '/operator/api/goodsevaluate/show': OPERATOR,
  // loyalty (issue 16): sign-in, consumption and registration rewards; member levels; top-up packages
  '/operator/api/loyalty/settings': OPERATOR,
  '/operator/api/loyalty/savesettings': OPERATOR,
  '/operator/api/memberlevel/lists': OPERATOR,
  '/operator/api/memberlevel/save': OPERATOR,
  '/operator/api/memberlevel/delete': OPERATOR,
  '/operator/api/recharge/lists': OPERATOR,
  '/operator/api/recharge/save': OPERATOR,
  '/operator/api/recharge/status': OPERATOR,
  '/operator/api/seckill/slot/lists': OPERATOR,
  '/operator/api/seckill/slot/save': OPERATOR,
  // after-sales: the shop's refunds, the platform's rights-protection decisions
  '/merchant/api/refund/lists': SHOP,
  '/merchant/api/refund/detail': SHOP,
  '/merchant/api/refund/agree': SHOP,
  '/merchant/api/refund/refuse': SHOP,
  '/merchant/api/refund/receive': SHOP,
  '/merchant/api/refund/transfer': SHOP,
  '/operator/api/complain/lists': OPERATOR,
  '/operator/api/complain/agree': OPERATOR,
  '/operator/api/complain/refuse': OPERATOR,
  '/operator/api/adv/lists': OPERATOR,
  '/operator/api/adv/save': OPERATOR,
  '/operator/api/document/lists': OPERATOR,
  '/operator/api/document/save': OPERATOR,
  '/operator/api/payrefund/lists': OPERATOR,
  '/operator/api/payrefund/retry': OPERATOR,
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type ConsoleCall = keyof typeof ROLE_TABLE;

/** May this role make this call? */
export function roleMay(role: ConsoleRole, call: ConsoleCall): boolean {
  return (ROLE_TABLE[call] as readonly ConsoleRole[]).includes(role);
}

/** The audience of a call: the one its roles share (a row mixing audiences is refused by the server). */
export function audienceOfCall(call: ConsoleCall): ConsoleAudience {
  const [first] = ROLE_TABLE[call];
  return CONSOLE_ROLE_AUDIENCE[first];
}

export const isConsoleCall = (path: string): path is ConsoleCall => Object.hasOwn(ROLE_TABLE, path);
