import { centsToMoney, type merchantGoods } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { selectPickerGoods, selectPickerSkus } from './goods-picker.repository.ts';

/**
 * What a promotion form picks from (`/merchant/api/goods/skupicker`, `/operator/api/goods/skupicker`): goods by
 * name, each with every SKU, so a form chooses the exact spec rather than typing an id. `siteId` scopes a
 * merchant to the session's shop; the operator (topic events) picks from every shop.
 */
export async function pickerGoods(
  db: Db,
  siteId: number | undefined,
  input: merchantGoods.SkuPickerInput,
): Promise<merchantGoods.PickerGoods[]> {
  const rows = await selectPickerGoods(db, {
    siteId,
    goodsName: input.goods_name,
    skuIds: input.sku_ids,
    // A saved form's SKUs are named whatever their number (at most the request's 100 ids).
    limit: input.sku_ids ? 100 : input.page_size,
  });
  const skus = await selectPickerSkus(
    db,
    rows.map((r) => r.goodsId),
  );
  return rows.map((r) => ({
    goods_id: r.goodsId,
    goods_name: r.goodsName,
    goods_image: r.goodsImage.split(',')[0] ?? '',
    site_id: r.siteId,
    site_name: r.siteName,
    skus: skus
      .filter((s) => s.goodsId === r.goodsId)
      .map((s) => ({
        sku_id: s.skuId,
        sku_name: s.skuName,
        spec_values: (s.skuSpecFormat as { spec_value_name?: string }[])
          .map((v) => v.spec_value_name ?? '')
          .filter(Boolean),
        price: centsToMoney(s.price),
        stock: s.stock,
      })),
  }));
}
