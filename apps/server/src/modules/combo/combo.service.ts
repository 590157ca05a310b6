import { centsToMoney, type combo, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './combo.repository.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';

/* The storefront's combo package reads (facts §5.3 /bundling/api/bundling/*). */

/** With the 'bundling' addon off every call says so (spec §8 "Plugins"). */
export function requirePlugin(enabled: boolean): void {
  if (!enabled) throw new AppError('FAIL', 'COMBO_PLUGIN_NOT_INSTALLED');
}

/** A package as the storefront shows it; with `lang` its name in that language (the base text when untranslated). */
function view(c: repo.ComboRow, goods: repo.ComboGoodsRow[], lang?: Lang): combo.Combo {
  const { combo: row } = c;
  return {
    bl_id: row.blId,
    bl_name: lang ? pickI18n(row.i18n, lang, 'bl_name', row.blName) : row.blName,
    site_id: row.siteId,
    site_name: c.shopName,
    bl_price: centsToMoney(row.blPrice),
    goods_money: centsToMoney(row.goodsMoney),
    saving: centsToMoney(Math.max(0, row.goodsMoney - row.blPrice)),
    shipping_fee_type: row.shippingFeeType,
    // A package of a closed shop is not on offer either.
    status: row.status === 1 && c.shopOpen === 1 ? 1 : 0,
    bundling_goods: goods
      .filter((g) => g.item.blId === row.blId)
      .map((g) => ({
        sku_id: g.item.skuId,
        goods_id: g.item.goodsId,
        sku_name: g.item.skuName,
        sku_image: g.item.skuImage,
        price: centsToMoney(g.item.price),
        promotion_price: centsToMoney(g.item.promotionPrice),
        stock: g.stock,
        unit: g.unit,
        goods_state: g.onSale,
      })),
  };
}

/** The packages with their goods, newest first; a chosen city keeps its own shops' packages only. */
export async function loadCombos(
  db: Db | Tx,
  blIds: number[],
  websiteId = 0,
  lang?: Lang,
): Promise<combo.Combo[]> {
  const [rows, goods] = await Promise.all([repo.selectCombos(db, blIds), repo.selectComboGoods(db, blIds)]);
  return rows.filter((r) => websiteId === 0 || r.websiteId === websiteId).map((r) => view(r, goods, lang));
}

/** /bundling/api/bundling/lists: the packages on offer holding any SKU of this SKU's goods. */
export async function comboLists(
  db: Db,
  skuId: number,
  websiteId: number,
  lang?: Lang,
): Promise<combo.Combo[]> {
  const goodsId = await repo.selectSkuGoodsId(db, skuId);
  if (goodsId === undefined) return [];
  const combos = await loadCombos(db, await repo.selectOpenComboIdsOfGoods(db, goodsId), websiteId, lang);
  return combos.filter((c) => c.status === 1);
}

/** /bundling/api/bundling/detail: the package whatever its status (the page says when it is off). */
export async function comboDetail(
  db: Db | Tx,
  blId: number,
  websiteId: number,
  lang?: Lang,
): Promise<combo.Combo> {
  const [found] = await loadCombos(db, [blId], websiteId, lang);
  if (!found) throw notFound('COMBO_NOT_FOUND');
  return found;
}
