import { toPaged, type operator, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { changeCachedData } from '../../platform/cache/cache-generation.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './shop-admin.repository.ts';
import type { ShopRow } from './shop.repository.ts';

/*
 * The platform operator's shops: list and search, close and open. Every storefront read of goods joins the
 * shop's status (lists, search, detail, cart, checkout), so closing is one row; the cached goods pages of every
 * process are dropped with it.
 */

const view = (r: ShopRow, goodsCount: number): operator.ShopRow => ({
  site_id: r.siteId,
  site_name: r.siteName,
  logo: r.logo,
  telephone: r.telephone,
  shop_status: r.shopStatus as 0 | 1,
  is_own: r.isOwn as 0 | 1,
  goods_count: goodsCount,
  shop_sales: r.shopSales,
  create_time: r.createTime,
});

export async function adminShopPage(
  db: Db,
  input: operator.ShopSearchInput,
): Promise<Paged<operator.ShopRow>> {
  const { rows, total } = await repo.selectAdminShopPage(db, {
    search: input.search,
    status: input.shop_status,
    page: input.page,
    pageSize: input.page_size,
  });
  const counts = await repo.selectGoodsCounts(
    db,
    rows.map((r) => r.siteId),
  );
  return toPaged(
    rows.map((r) => view(r, counts.get(r.siteId) ?? 0)),
    total,
    input.page_size,
  );
}

export async function setShopStatus(
  db: Db,
  ctx: OperatorContext,
  input: { site_id: number; shop_status: 0 | 1 },
): Promise<operator.ShopRow> {
  const after = await changeCachedData(db, async (tx) => {
    const before = await repo.lockShop(tx, input.site_id);
    if (!before) throw new AppError('NOT_FOUND', 'SHOP_NOT_FOUND');
    await repo.updateShopStatus(tx, before.siteId, input.shop_status);
    const changed = { ...before, shopStatus: input.shop_status };
    await ctx.audit(tx, {
      target: 'shop',
      targetId: before.siteId,
      before: { shop_status: before.shopStatus },
      after: { shop_status: input.shop_status },
    });
    return changed;
  });
  const counts = await repo.selectGoodsCounts(db, [after.siteId]);
  return view(after, counts.get(after.siteId) ?? 0);
}
