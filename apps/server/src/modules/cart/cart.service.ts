import { cart as contract, centsToMoney, toJsonText, type catalog, type Lang } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { effectiveDiscount } from '../catalog/index.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { assertBuyable, assertLineQuantity, capOf, overCapError } from './cart-rules.ts';
import * as repo from './cart.repository.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Adds num of a SKU whose limits are known to the member's line; answers the line's id. */
async function addWithLimits(db: Db, memberId: number, sku: repo.SkuLimits, num: number): Promise<number> {
  if (num <= 0) throw new AppError('FAIL', 'CART_NUM_ZERO');
  assertBuyable(sku);
  // min_buy concerns the line's total, so an existing line only matters when num alone is below it.
  const existing = num < sku.minBuy ? await repo.selectLineNum(db, memberId, sku.skuId) : 0;
  assertLineQuantity(sku, existing + num);
  const line = { memberId, siteId: sku.siteId, skuId: sku.skuId, num };
  const row = await repo.upsertLine(db, line, capOf(sku), nowSeconds());
  if (!row) throw overCapError(sku, (await repo.selectLineNum(db, memberId, sku.skuId)) + num);
  return row.cartId;
}

export async function addToCart(db: Db, memberId: number, skuId: number, num: number): Promise<number> {
  const [sku] = await repo.selectSkuLimits(db, [skuId]);
  if (!sku) throw new AppError('NOT_FOUND', 'CART_GOODS_NOT_FOUND');
  return addWithLimits(db, memberId, sku, num);
}

/**
 * Merges the guest cart: each SKU's quantity is added to the member's line with every limit checked again.
 * Lines that cannot be added are answered with the reason in the request's language; the rest stay added.
 */
export async function batchAdd(
  db: Db,
  memberId: number,
  lines: { sku_id: number; num: number }[],
  lang: Lang,
): Promise<contract.CartBatchAddResult> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.sku_id, (wanted.get(l.sku_id) ?? 0) + l.num);
  const skus = new Map((await repo.selectSkuLimits(db, [...wanted.keys()])).map((s) => [s.skuId, s]));
  const result: contract.CartBatchAddResult = { added: [], failed: [] };
  for (const [skuId, num] of wanted) {
    try {
      const sku = skus.get(skuId);
      if (!sku) throw new AppError('NOT_FOUND', 'CART_GOODS_NOT_FOUND');
      result.added.push({ sku_id: skuId, num, cart_id: await addWithLimits(db, memberId, sku, num) });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.failed.push({ sku_id: skuId, num, message: translate(lang, err.messageKey, err.params) });
    }
  }
  return result;
}

export async function editLine(db: Db, memberId: number, cartId: number, num: number): Promise<number> {
  const line = await repo.selectLineWithLimits(db, memberId, cartId);
  if (!line) throw new AppError('NOT_FOUND', 'CART_LINE_NOT_FOUND');
  if (num <= 0) throw new AppError('FAIL', 'CART_NUM_ZERO');
  assertBuyable(line);
  assertLineQuantity(line, num);
  await repo.updateLineNum(db, memberId, cartId, num, nowSeconds());
  return cartId;
}

export async function deleteLines(db: Db, memberId: number, cartIds: number[]): Promise<number> {
  const deleted = await repo.deleteLines(db, memberId, cartIds);
  if (deleted === 0) throw new AppError('NOT_FOUND', 'CART_LINE_NOT_FOUND');
  return deleted;
}

export async function listLines(db: Db, memberId: number): Promise<contract.CartLine[]> {
  const [rows, percent] = await Promise.all([
    repo.selectLines(db, memberId),
    repo.selectLevelDiscount(db, memberId),
  ]);
  // The same rule as the goods page: a level discount on the list price, '' when the level has none.
  const memberPrice = (price: number) =>
    percent < 100 ? centsToMoney(Math.floor((price * percent) / 100)) : '';
  return rows.map(({ sku, ...r }) => ({
    cart_id: r.cartId,
    member_id: r.memberId,
    site_id: sku.siteId,
    site_name: r.siteName,
    website_id: sku.websiteId,
    is_own: sku.isOwn,
    sku_id: sku.skuId,
    goods_id: sku.goodsId,
    sku_no: sku.skuNo,
    goods_name: sku.goodsName,
    sku_name: sku.skuName,
    sku_image: sku.skuImage,
    sku_spec_format: toJsonText(
      Array.isArray(sku.skuSpecFormat) ? (sku.skuSpecFormat as catalog.SkuSpecValue[]) : [],
    ),
    num: r.num,
    price: centsToMoney(sku.price),
    market_price: centsToMoney(sku.marketPrice),
    // A limited-time discount counts only inside its window, as on the goods cards.
    discount_price: centsToMoney(effectiveDiscount(sku)),
    member_price: memberPrice(sku.price),
    promotion_type: sku.promotionType,
    stock: sku.stock,
    unit: sku.unit,
    // A deleted SKU reads as off the shelf so the page sets it apart with the other invalid lines.
    goods_state: sku.isDelete ? 0 : sku.goodsState,
    verify_state: sku.verifyState,
    shop_status: r.shopStatus,
    min_buy: sku.minBuy,
    max_buy: sku.maxBuy,
  }));
}

export const countBuyable = (db: Db, memberId: number) => repo.sumBuyableNum(db, memberId);
