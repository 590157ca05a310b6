/*
 * Who may write each table (DESIGN §7: "only a table's owning module writes it"). `table-owners.test.ts` scans
 * the server source for writes — Drizzle `.insert(t)` / `.update(t)` / `.delete(t)` and raw SQL
 * `insert into` / `update` / `delete from` — and fails when code outside a table's owner writes it.
 *
 * Owners are folders under apps/server/src (`modules/order` covers its subfolders too). Everyone else reads a
 * table freely, but changes its rows by calling the owner's function (exported from the owner's index.ts).
 * The demo-data generator (db/seed) and the migrations write every table by design; tests set up their cases
 * with direct SQL. Neither is scanned.
 */

export interface TableOwner {
  owner: string;
  /** Other folders that also write the table today, each with its reason: known exceptions, kept few. */
  alsoWrittenBy?: Record<string, string>;
  /** Columns only their own owner may write, even where the table is shared (member money on `member`). */
  columns?: Record<string, string>;
}

/** The tables whose every write must come from their owner: orders, payments, coupons, member money, stock. */
export const STRICT_TABLES = [
  'order',
  'order_goods',
  'order_log',
  'order_package',
  'pay',
  'pay_notify',
  'sandbox_trade',
  'pay_refund',
  'sandbox_refund',
  'order_refund',
  'promotion_coupon',
  'promotion_platformcoupon',
  'promotion_coupon_type',
  'promotion_platformcoupon_type',
  'promotion_coupon_fetch_count',
  'promotion_seckill_goods',
  'promotion_seckill_buy',
  'member_account',
  'member_withdraw',
  'goods_sku',
] as const;

const catalog = 'modules/catalog';
const shop = 'modules/shop';
const site = 'modules/site';

export const TABLE_OWNERS: Record<string, TableOwner> = {
  // the order life-cycle (modules/order/order-transitions.ts)
  order: { owner: 'modules/order' },
  order_goods: { owner: 'modules/order' },
  order_log: { owner: 'modules/order' },
  order_package: { owner: 'modules/order' },
  idempotency_key: { owner: 'flows/checkout' },
  // payments
  pay: { owner: 'modules/payment' },
  pay_notify: { owner: 'modules/payment' },
  sandbox_trade: { owner: 'modules/payment' },
  pay_refund: { owner: 'modules/payment' },
  sandbox_refund: { owner: 'modules/payment' },
  // after-sales: the application, its negotiation record, rights protection (the line's state is order's)
  order_refund: { owner: 'modules/refund' },
  order_refund_log: { owner: 'modules/refund' },
  order_complain: { owner: 'modules/refund' },
  // coupons
  promotion_coupon_type: { owner: 'modules/coupon' },
  promotion_coupon: { owner: 'modules/coupon' },
  promotion_platformcoupon_type: { owner: 'modules/coupon' },
  promotion_platformcoupon: { owner: 'modules/coupon' },
  promotion_coupon_fetch_count: { owner: 'modules/coupon' },
  // member money: the balances on the member row and their ledger
  member_account: { owner: 'modules/wallet' },
  member_bank_account: { owner: 'modules/wallet' },
  member_withdraw: { owner: 'modules/wallet' },
  member: {
    owner: 'modules/member',
    alsoWrittenBy: {
      'modules/account': 'registration creates the row; login time and password are its own',
      'modules/wallet':
        'the level follows growth in the same guarded update (wallet/points.ts), upgrade only',
    },
    columns: {
      balance: 'modules/wallet',
      balance_money: 'modules/wallet',
      point: 'modules/wallet',
      growth: 'modules/wallet',
      sign_time: 'modules/loyalty',
      sign_days_series: 'modules/loyalty',
    },
  },
  member_level: { owner: 'modules/loyalty' },
  member_signin: { owner: 'modules/loyalty' },
  // top-up packages and orders (facts §4.3)
  member_recharge: { owner: 'modules/recharge' },
  member_recharge_order: { owner: 'modules/recharge' },
  goods_collect: { owner: 'modules/member' },
  goods_browse: { owner: 'modules/member' },
  // the catalog, with stock and sales counts
  goods_sku: { owner: catalog },
  goods: {
    owner: catalog,
    alsoWrittenBy: { 'modules/member/collect': 'a follow counts itself in goods.collect_num' },
    columns: { goods_stock: catalog, sale_num: catalog },
  },
  goods_category: { owner: catalog },
  goods_brand: { owner: catalog },
  // seeded-only: the attributes goods carry, with their translations
  goods_attribute: { owner: catalog },
  goods_attribute_value: { owner: catalog },
  shop_goods_category: { owner: catalog },
  // everything else, by the module that writes it (or, for seeded-only tables, the one that serves it)
  member_session: { owner: 'platform/auth' },
  limit_counter: { owner: 'platform/auth' },
  console_session: { owner: 'platform/auth' },
  console_audit: { owner: 'platform/audit' },
  job: { owner: 'platform/jobs' },
  cache_generation: { owner: 'platform/cache' },
  captcha: { owner: 'modules/account' },
  verify_code: { owner: 'modules/account' },
  message_outbox: { owner: 'modules/account' },
  area: { owner: 'modules/address' },
  member_address: { owner: 'modules/address' },
  goods_cart: { owner: 'modules/cart' },
  notice: { owner: 'modules/cms' },
  help_class: { owner: 'modules/cms' },
  help: { owner: 'modules/cms' },
  express_template: { owner: 'modules/delivery' },
  express_template_item: { owner: 'modules/delivery' },
  merchant_account: { owner: 'modules/merchant' },
  operator_account: { owner: 'modules/operator' },
  express_company: { owner: 'modules/merchant' },
  promotion_manjian: { owner: 'modules/promotion' },
  promotion_seckill_time: { owner: 'modules/seckill' },
  promotion_seckill: { owner: 'modules/seckill' },
  promotion_seckill_goods: { owner: 'modules/seckill' },
  promotion_seckill_buy: { owner: 'modules/seckill' },
  promotion_groupbuy: { owner: 'modules/groupbuy' },
  promotion_bundling: { owner: 'modules/combo' },
  promotion_bundling_goods: { owner: 'modules/combo' },
  promotion_topic: { owner: 'modules/topic' },
  promotion_topic_goods: { owner: 'modules/topic' },
  goods_evaluate: { owner: 'modules/review' },
  shop_evaluate: { owner: 'modules/review' },
  shop: { owner: shop },
  shop_member: { owner: shop },
  shop_service: { owner: shop },
  pickup_store: { owner: shop },
  shop_trade_setting: { owner: shop },
  shop_apply: { owner: shop },
  verifier: { owner: 'modules/verify' },
  verify_record: { owner: 'modules/verify' },
  servicer: { owner: 'modules/chat' },
  servicer_member: { owner: 'modules/chat' },
  servicer_dialogue: { owner: 'modules/chat' },
  chat_cursor: { owner: 'modules/chat' },
  servicer_quick_reply: { owner: 'modules/chat' },
  servicer_keyword: { owner: 'modules/chat' },
  website: { owner: site },
  config: { owner: site },
  adv_position: { owner: site },
  adv: { owner: site },
  pc_nav: { owner: site },
  friendly_link: { owner: site },
  pc_floor: { owner: site },
};
