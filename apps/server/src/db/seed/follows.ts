import { sql } from 'drizzle-orm';
import type { goodsBrowse, goodsCollect, shopMember } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import { insertAll, type Tx } from './insert.ts';
import * as s from '../schema/index.ts';
import { BASE_TIME, DAY } from './random.ts';

/** alice (member 2 in accounts.ts) has followed goods, followed shops and a few days of footprints. */
export const FOLLOWER_MEMBER_ID = 2;
const FOLLOWED_SHOPS = [1, 5, 9, 10];
const HOUR = 3600;

type GoodsRow = Catalog['goods'][number];

/** Listings spread across the whole catalogue (so across shops and categories), deterministic. */
function pickGoods(all: GoodsRow[], count: number, offset: number, onSale = true): GoodsRow[] {
  const goods = all.filter((g) => (g.goodsState === 1) === onSale && g.skuId);
  const stride = Math.max(1, Math.floor(goods.length / (count + 1)));
  return goods.filter((_, i) => i >= offset && (i - offset) % stride === 0).slice(0, count);
}

export function followRows(catalog: Catalog) {
  const memberId = FOLLOWER_MEMBER_ID;
  // One off-shelf listing too: a followed goods that later left the shelves shows greyed out.
  const collected = [...pickGoods(catalog.goods, 7, 3), ...pickGoods(catalog.goods, 1, 0, false)];
  const collects: (typeof goodsCollect.$inferInsert)[] = collected.map((g, i) => ({
    memberId,
    goodsId: g.goodsId!,
    skuId: g.skuId!,
    siteId: g.siteId,
    createTime: BASE_TIME - (i + 1) * 9 * HOUR,
  }));
  // 16 footprints over four days, several per day, newest first.
  const browses: (typeof goodsBrowse.$inferInsert)[] = pickGoods(catalog.goods, 16, 40).map((g, i) => ({
    memberId,
    goodsId: g.goodsId!,
    skuId: g.skuId!,
    siteId: g.siteId,
    browseTime: BASE_TIME - Math.floor(i / 4) * DAY - (i % 4) * 2 * HOUR,
  }));
  const shops: (typeof shopMember.$inferInsert)[] = FOLLOWED_SHOPS.map((siteId, i) => ({
    memberId,
    siteId,
    createTime: BASE_TIME - (i + 2) * DAY,
  }));
  return { collects, browses, shops };
}

/** Writes the follows and moves the counters they stand for (goods.collect_num, shop.sub_num). */
export async function insertFollows(tx: Tx, rows: ReturnType<typeof followRows>): Promise<void> {
  await insertAll(tx, s.goodsCollect, rows.collects);
  await insertAll(tx, s.goodsBrowse, rows.browses);
  await insertAll(tx, s.shopMember, rows.shops);
  await tx.execute(sql`update goods set collect_num = collect_num + 1
    where goods_id in (select goods_id from goods_collect)`);
  await tx.execute(sql`update shop set sub_num = sub_num + 1
    where site_id in (select site_id from shop_member)`);
}
