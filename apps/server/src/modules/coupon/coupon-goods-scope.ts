import type { Db } from '../../db/client.ts';
import { parseIdList } from './coupon-rules.ts';
import { selectPlatformTypeScope, selectShopTypeScope } from './coupon.repository.ts';

/**
 * The goods a coupon type can be used on, as a goods list filter (goodssku/page `coupon_type`,
 * `platform_coupon_type`, facts §6): shops it is limited to, and goods listed in or left out of it.
 */
export interface CouponGoodsScope {
  siteIds?: number[];
  goodsIds?: number[];
  exceptGoodsIds?: number[];
}

/** Scope of a shop coupon type, or null when there is no such type (the list is then empty). */
export async function shopCouponGoodsScope(db: Db, couponTypeId: number): Promise<CouponGoodsScope | null> {
  const type = await selectShopTypeScope(db, couponTypeId);
  if (!type) return null;
  const ids = parseIdList(type.goodsIds);
  if (type.goodsType === 2) return { siteIds: [type.siteId], goodsIds: ids };
  if (type.goodsType === 3) return { siteIds: [type.siteId], exceptGoodsIds: ids };
  return { siteIds: [type.siteId] };
}

/** Scope of a platform coupon type (use_scenario 2 lists its shops), or null when there is no such type. */
export async function platformCouponGoodsScope(
  db: Db,
  platformCouponTypeId: number,
): Promise<CouponGoodsScope | null> {
  const type = await selectPlatformTypeScope(db, platformCouponTypeId);
  if (!type) return null;
  return type.useScenario === 2 ? { siteIds: parseIdList(type.groupIds) } : {};
}
