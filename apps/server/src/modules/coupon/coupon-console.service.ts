import { centsToMoney, toPaged, type merchantShop, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MerchantContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './coupon-console.repository.ts';

/*
 * A shop's coupon types in the merchant console (facts §4.4): create and stop. A stopped type (status -1)
 * can no longer be collected (collection requires status 1); coupons already collected are copies with their
 * own terms and stay usable until they expire.
 */

const idsOf = (text: string) =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const view = (t: repo.CouponTypeRow): merchantShop.ShopCouponType => ({
  coupon_type_id: t.couponTypeId,
  coupon_name: t.couponName,
  type: t.type,
  money: centsToMoney(t.money),
  discount: t.type === 'discount' ? t.discount : '0.00',
  discount_limit: centsToMoney(t.discountLimit),
  at_least: centsToMoney(t.atLeast),
  count: t.count,
  lead_count: t.leadCount,
  max_fetch: t.maxFetch,
  validity_type: t.validityType,
  fixed_term: t.fixedTerm,
  end_time: t.endTime,
  goods_type: t.goodsType,
  goods_ids: idsOf(t.goodsIds),
  is_show: t.isShow,
  // A running type whose date has passed shows as ended (2), as the facts name it.
  status: t.status === 1 && t.validityType === 0 && t.endTime <= Date.now() / 1000 ? 2 : t.status,
  create_time: t.createTime,
});

export async function listShopCouponTypes(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number | string; keyword?: string },
): Promise<Paged<merchantShop.ShopCouponType>> {
  const status = q.status === undefined ? undefined : Number(q.status);
  const { rows, total } = await repo.selectShopCouponTypes(db, siteId, { ...q, status });
  return toPaged(rows.map(view), total, q.page_size);
}

export async function addShopCouponType(
  db: Db,
  ctx: MerchantContext,
  input: merchantShop.CouponAddInput,
): Promise<merchantShop.ShopCouponType> {
  const now = Math.floor(Date.now() / 1000);
  const goodsIds = input.goods_type === 1 ? [] : [...new Set(input.goods_ids)];
  if (goodsIds.length > 0 && (await repo.countShopGoods(db, ctx.siteId, goodsIds)) !== goodsIds.length)
    throw new AppError('PARAMETER_ERROR', 'COUPON_GOODS_NOT_OWN');
  if (input.validity_type === 0 && (input.end_time ?? 0) <= now)
    throw new AppError('PARAMETER_ERROR', 'COUPON_END_IN_PAST');
  const discount = input.type === 'discount';
  return db.transaction(async (tx) => {
    const row = await repo.insertCouponType(tx, {
      siteId: ctx.siteId,
      siteName: await repo.selectShopName(tx, ctx.siteId),
      couponName: input.coupon_name,
      type: input.type,
      money: discount ? 0 : input.money,
      discount: discount ? (input.discount ?? '10.00') : '10.00',
      discountLimit: discount ? input.discount_limit : 0,
      atLeast: input.at_least,
      count: input.count,
      maxFetch: input.max_fetch,
      goodsType: goodsIds.length > 0 ? input.goods_type : 1,
      goodsIds: goodsIds.length > 0 ? `,${goodsIds.join(',')},` : '',
      validityType: input.validity_type,
      fixedTerm: input.validity_type === 1 ? (input.fixed_term ?? 0) : 0,
      endTime: input.validity_type === 0 ? (input.end_time ?? 0) : 0,
      isShow: input.is_show,
      status: 1,
      createTime: now,
    });
    const after = view(row);
    await ctx.audit(tx, { target: 'coupon_type', targetId: row.couponTypeId, before: null, after });
    return after;
  });
}

export async function stopShopCouponType(
  db: Db,
  ctx: MerchantContext,
  couponTypeId: number,
): Promise<merchantShop.ShopCouponType> {
  return db.transaction(async (tx) => {
    const before = await repo.lockCouponType(tx, ctx.siteId, couponTypeId);
    if (!before) throw notFound('COUPON_NOT_FOUND');
    const stopped = await repo.stopCouponType(tx, ctx.siteId, couponTypeId);
    if (!stopped) throw new AppError('FAIL', 'COUPON_NOT_RUNNING');
    const after = view(stopped);
    await ctx.audit(tx, { target: 'coupon_type', targetId: couponTypeId, before: view(before), after });
    return after;
  });
}

/** The shop module calls this when a shop is renamed, in its own transaction. */
export const renameShopCouponTypes = (tx: Tx, siteId: number, siteName: string) =>
  repo.renameShopCouponTypes(tx, siteId, siteName);
