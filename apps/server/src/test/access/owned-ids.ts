import type { RegisteredCall } from '../../platform/call.ts';
import { contractFields } from '../contract-fields.ts';

/** Field names that point at a row: ids, id lists, numbers of orders and payments, code keys, pickup codes. */
const ID_FIELD = /(^|_)ids?$|_no$|^key$|^delivery_code$/;

/**
 * Id fields that name something public, or something the caller makes up, rather than a row of a member or a
 * shop: reading or using another's value of these is no leak. A new id field is owned until listed here.
 */
export const PUBLIC_ID_FIELDS: Record<string, string> = {
  sku_id: 'goods are public',
  goods_id: 'goods are public (a follow is found by goods and caller)',
  site_id: 'shops are public',
  coupon_type_id: 'coupon types are public offers',
  platformcoupon_type_id: 'platform coupon types are public offers',
  province_id: 'regions are public',
  city_id: 'regions are public',
  district_id: 'regions are public',
  province_ids: 'regions are public (the provinces of a freight rule)',
  unavailable_province_ids: 'regions are public (provinces a template does not serve)',
  community_id: 'a community of the region data, public like regions',
  express_company_id: 'the express company list is public',
  captcha_id: 'a captcha belongs to whoever solves it',
  delivery_no: 'a tracking number the merchant types in',
  refund_delivery_no: 'a tracking number the buyer types in (goods sent back)',
  category_id: 'the mall’s category tree is public (a settle-in application names its main one)',
  brand_id: 'brands are public',
  recharge_id: 'top-up packages are public offers',
  seckill_id: 'flash sales are public (the zone and their detail show them)',
  seckill_time_ids: 'the platform’s daily flash-sale slots are public',
  groupbuy_id: 'group buys are public offers (a shop’s own in its console)',
  bl_id: 'combo packages are public offers (a shop’s own in its console)',
  topic_goods_id: 'topic goods are public offers',
  servicer_id: "a shop's customer-service agent: the chat names it to every shopper who binds",
  client_id:
    'a socket’s own unguessable id, minted per connection: knowing it is what proves the socket is yours',
};

/** Whether a call acts for a member or a shop, so that another's ids must read as not found. */
export function actsForOwner(call: RegisteredCall): boolean {
  return call.auth === 'member' || call.auth === 'merchant' || call.auth === 'agent';
}

/**
 * Ids public to shoppers but a shop's own in its console: a merchant changes only its own goods and stops only
 * its own coupon types; there another shop's id must read as not found.
 */
const SHOP_OWNED_IN_CONSOLE = new Set(['goods_id', 'sku_id', 'coupon_type_id', 'groupbuy_id', 'bl_id']);

/** The fields of a call that carry another member's or shop's ids if misused. */
export function ownedIdFields(call: RegisteredCall): string[] {
  if (!actsForOwner(call)) return [];
  const console = call.auth === 'merchant' || call.auth === 'agent';
  return contractFields(call.input)
    .map((f) => f.name)
    .filter(
      (name) =>
        ID_FIELD.test(name) && (!(name in PUBLIC_ID_FIELDS) || (console && SHOP_OWNED_IN_CONSOLE.has(name))),
    );
}
