import { toPaged, type shop } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  deleteFollow,
  insertFollow,
  selectFollowedShopPage,
  selectIsFollowing,
} from './shop-member.repository.ts';
import { openShop } from './shop.service.ts';

const now = () => Math.floor(Date.now() / 1000);

/** 0 for guests; 1 when the member follows the shop. */
export async function isSubscribed(db: Db, siteId: number, memberId?: number): Promise<0 | 1> {
  if (!memberId) return 0;
  return (await selectIsFollowing(db, memberId, siteId)) ? 1 : 0;
}

/** Follows an open shop; following again changes nothing and still answers 1. */
export async function followShop(db: Db, memberId: number, siteId: number): Promise<1> {
  await openShop(db, siteId);
  await insertFollow(db, memberId, siteId, now());
  return 1;
}

/** Unfollows (allowed even once the shop has closed); not following it answers not found. */
export async function unfollowShop(db: Db, memberId: number, siteId: number): Promise<0> {
  if (!(await deleteFollow(db, memberId, siteId))) throw new AppError('NOT_FOUND', 'SHOP_NOT_FOLLOWED');
  return 0;
}

export async function followedShopPage(db: Db, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await selectFollowedShopPage(db, memberId, page, pageSize);
  const list: shop.MemberShop[] = rows.map(({ id, followTime, shop: s }) => ({
    id,
    site_id: s.siteId,
    site_name: s.siteName,
    logo: s.logo,
    avatar: s.avatar,
    is_own: s.isOwn as 0 | 1,
    shop_desccredit: s.shopDesccredit,
    shop_servicecredit: s.shopServicecredit,
    shop_deliverycredit: s.shopDeliverycredit,
    shop_sales: s.shopSales,
    sub_num: s.subNum,
    create_time: followTime,
  }));
  return toPaged(list, total, pageSize);
}
