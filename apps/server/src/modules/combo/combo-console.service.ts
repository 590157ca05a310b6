import { toPaged, type combo, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { MerchantContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './combo.repository.ts';
import { comboDetail, loadCombos } from './combo.service.ts';

/*
 * A shop's combo packages in the merchant console: save (create, or change one still on) and close. The shop is
 * the session's; another shop's package or SKU reads as not found. Only goods on sale may go into a package.
 */

export async function listShopCombos(
  db: Db,
  siteId: number,
  q: { page: number; page_size: number; status?: number },
): Promise<Paged<combo.Combo>> {
  const { rows, total } = await repo.selectShopComboIds(db, siteId, q);
  return toPaged(
    await loadCombos(
      db,
      rows.map((r) => r.id),
    ),
    total,
    q.page_size,
  );
}

/** Each SKU's share of the package price, in proportion to its price; the last takes what rounding leaves. */
export function spreadPackagePrice(blPrice: number, prices: number[]): number[] {
  const total = prices.reduce((s, p) => s + p, 0);
  let left = blPrice;
  return prices.map((p, i) => {
    const share = i === prices.length - 1 ? left : Math.floor((blPrice * p) / total);
    left -= share;
    return share;
  });
}

async function packageGoods(db: Db, siteId: number, input: combo.ComboSaveInput) {
  const found = await repo.selectShopSkus(db, siteId, input.sku_ids);
  if (found.length !== input.sku_ids.length) throw new AppError('NOT_FOUND', 'COMBO_GOODS_NOT_OWN');
  const skus = input.sku_ids.map((id) => found.find((f) => f.sku.skuId === id)!);
  const off = skus.find((s) => s.onSale !== 1);
  if (off) throw new AppError('FAIL', 'COMBO_GOODS_OFF_SHELF', { params: { sku_name: off.sku.skuName } });
  const goodsMoney = skus.reduce((sum, s) => sum + s.sku.price, 0);
  if (input.bl_price <= 0 || input.bl_price >= goodsMoney)
    throw new AppError('PARAMETER_ERROR', 'COMBO_PRICE_TOO_HIGH');
  const shares = spreadPackagePrice(
    input.bl_price,
    skus.map((s) => s.sku.price),
  );
  return {
    goodsMoney,
    items: skus.map((s, i) => ({
      siteId,
      goodsId: s.sku.goodsId,
      skuId: s.sku.skuId,
      skuName: s.sku.skuName,
      skuImage: s.sku.skuImage,
      price: s.sku.price,
      promotionPrice: shares[i]!,
    })),
  };
}

export async function saveShopCombo(db: Db, ctx: MerchantContext, input: combo.ComboSaveInput) {
  const before = input.bl_id ? (await loadCombos(db, [input.bl_id]))[0] : undefined;
  if (input.bl_id && (!before || before.site_id !== ctx.siteId)) throw notFound('COMBO_NOT_FOUND');
  const { goodsMoney, items } = await packageGoods(db, ctx.siteId, input);
  const now = Math.floor(Date.now() / 1000);
  const fields = {
    blName: input.bl_name,
    blPrice: input.bl_price,
    goodsMoney,
    shippingFeeType: input.shipping_fee_type,
  };
  return db.transaction(async (tx) => {
    let blId = input.bl_id ?? 0;
    if (blId) {
      if (!(await repo.updateOpenCombo(tx, ctx.siteId, blId, fields)))
        throw new AppError('FAIL', 'COMBO_NOT_EDITABLE');
    } else {
      const siteName = await repo.selectShopName(tx, ctx.siteId);
      blId = await repo.insertCombo(tx, {
        ...fields,
        siteId: ctx.siteId,
        siteName,
        status: 1,
        createTime: now,
      });
    }
    await repo.replaceComboGoods(
      tx,
      blId,
      items.map((i) => ({ ...i, blId })),
    );
    const after = await comboDetail(tx, blId, 0);
    await ctx.audit(tx, { target: 'combo', targetId: blId, before: before ?? null, after });
    return after;
  });
}

export async function closeShopCombo(db: Db, ctx: MerchantContext, blId: number) {
  const [before] = await loadCombos(db, [blId]);
  if (!before || before.site_id !== ctx.siteId) throw notFound('COMBO_NOT_FOUND');
  return db.transaction(async (tx) => {
    if (!(await repo.updateOpenCombo(tx, ctx.siteId, blId, { status: 0 })))
      throw new AppError('FAIL', 'COMBO_NOT_EDITABLE');
    const after = await comboDetail(tx, blId, 0);
    await ctx.audit(tx, { target: 'combo', targetId: blId, before, after });
    return after;
  });
}
