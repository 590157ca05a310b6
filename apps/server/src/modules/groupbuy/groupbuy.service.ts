import { centsToMoney, toPaged, type groupbuy, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './groupbuy.repository.ts';

/* The storefront's group buy reads (facts §5.2 /groupbuy/api/goods/*). */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** With the 'groupbuy' addon off every call says so (spec §8 "Plugins"). */
export function requirePlugin(enabled: boolean): void {
  if (!enabled) throw new AppError('FAIL', 'GROUPBUY_PLUGIN_NOT_INSTALLED');
}

/**
 * The status a buyer sees and the checkout checks: by the row's dates, so a status job that runs a few seconds
 * late never lets an ended group buy sell or keeps a started one shut. Ended (3) by a merchant stays ended.
 */
export function statusAt(row: { status: number; startTime: number; endTime: number }, now: number): number {
  if (row.status === 3 || row.endTime <= now) return 3;
  return row.startTime <= now ? 2 : 1;
}

export function groupbuyView(r: repo.GroupbuyRow & object, now = nowSeconds()): groupbuy.GroupbuyDetail {
  const { gb } = r;
  return {
    groupbuy_id: gb.groupbuyId,
    site_id: gb.siteId,
    site_name: r.shopName,
    goods_id: gb.goodsId,
    sku_id: gb.skuId,
    goods_name: gb.goodsName,
    sku_name: r.skuName,
    goods_image: gb.goodsImage,
    goods_price: centsToMoney(gb.goodsPrice),
    groupbuy_price: centsToMoney(gb.groupbuyPrice),
    buy_num: gb.buyNum,
    sell_num: gb.sellNum,
    stock: r.stock,
    start_time: gb.startTime,
    end_time: gb.endTime,
    status: statusAt(gb, now),
    goods_state: r.goodsState,
    unit: r.unit,
  };
}

export async function groupbuyPage(
  db: Db,
  input: { page: number; page_size: number; site_id?: number; goods_id?: number },
  websiteId: number,
): Promise<Paged<groupbuy.GroupbuyGoods>> {
  const now = nowSeconds();
  const { rows, total } = await repo.selectRunningPage(db, {
    siteId: input.site_id,
    goodsId: input.goods_id,
    websiteId,
    page: input.page,
    pageSize: input.page_size,
    now,
  });
  return toPaged(
    rows.map((r) => groupbuyView(r, now)),
    total,
    input.page_size,
  );
}

/** The group buy whatever its status; a chosen city hides another city's (it reads as not found). */
export async function groupbuyDetail(db: Db, groupbuyId: number, websiteId: number) {
  const row = await repo.selectGroupbuy(db, groupbuyId);
  if (!row || (websiteId > 0 && row.websiteId !== websiteId)) throw notFound('GROUPBUY_NOT_FOUND');
  return groupbuyView(row);
}
