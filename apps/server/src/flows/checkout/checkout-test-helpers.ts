import { hashPassword } from '../../modules/account/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A value of a raw SQL row as the tests read it. */
export type SqlValue = string | number | boolean | null | object;

/** Rows of a raw SQL read (the Db type leaves the driver's result shape open). */
export async function rows(t: TestApp, text: string): Promise<Record<string, SqlValue>[]> {
  const result = (await t.database.db.execute(text)) as unknown as { rows: Record<string, SqlValue>[] };
  // node-postgres answers bigint columns as text, PGlite as numbers: read both the same way.
  const asNumber = (v: SqlValue): SqlValue =>
    typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : v;
  return result.rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, asNumber(v)])));
}
export const one = async (t: TestApp, text: string) => (await rows(t, text))[0]!;

/**
 * A plain on-sale SKU of a shop (the n-th), made predictable: price, stock and no limits, no discount window,
 * no free shipping, so the tests can compute every amount themselves.
 */
export async function prepareSku(
  t: TestApp,
  siteId: number,
  opts: { n?: number; stock?: number; price?: number; maxBuy?: number; minBuy?: number } = {},
): Promise<{ sku_id: number; goods_id: number }> {
  const sku = await one(
    t,
    `select sku_id, goods_id from goods_sku where site_id = ${siteId} and goods_state = 1 and verify_state = 1
     and is_delete = 0 and is_virtual = 0 order by sku_id limit 1 offset ${opts.n ?? 0}`,
  );
  await t.database.db.execute(
    `update goods_sku set stock = ${opts.stock ?? 100}, price = ${opts.price ?? 10000},
     discount_price = ${opts.price ?? 10000}, promotion_type = 0, max_buy = ${opts.maxBuy ?? 0},
     min_buy = ${opts.minBuy ?? 0}, is_free_shipping = 0 where sku_id = ${sku.sku_id}`,
  );
  return { sku_id: Number(sku.sku_id), goods_id: Number(sku.goods_id) };
}

/** Removes level discounts and free shipping so expected amounts are plain arithmetic. */
export async function plainMembers(t: TestApp): Promise<void> {
  await t.database.db.execute(`update member_level set consume_discount = 100, is_free_shipping = 0`);
  // Express templates differ per shop; tests that check freight set their own.
  await t.database.db.execute(
    `update express_template set free_threshold = 0, unavailable_province_ids = '{}'`,
  );
}

export async function setPayPassword(t: TestApp, username: string, pin: string): Promise<void> {
  const hash = await hashPassword(pin);
  await t.database.db.execute(`update member set pay_password = '${hash}' where username = '${username}'`);
}

let keySeq = 0;
export const idemKey = () => `test-key-${Date.now()}-${++keySeq}`;

/** Gives a member an unused 'reward' shop coupon worth `money` cents, valid for a day; answers its id. */
export async function giveCoupon(
  t: TestApp,
  username: string,
  siteId: number,
  money: number,
): Promise<number> {
  const row = await one(
    t,
    `insert into promotion_coupon (coupon_type_id, site_id, coupon_name, coupon_code, member_id, type, money, state, end_time)
     select 0, ${siteId}, 'test coupon', 'TEST' || lpad((floor(random() * 10000))::text, 4, '0'), member_id, 'reward', ${money}, 1,
       extract(epoch from now())::bigint + 86400
     from member where username = '${username}' returning coupon_id`,
  );
  return Number(row.coupon_id);
}
