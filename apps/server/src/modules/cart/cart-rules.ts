import { AppError } from '../../platform/errors.ts';
import type { SkuLimits } from './cart.repository.ts';

/** The most one member may hold of a SKU: its stock, and its max_buy when it sets one. */
export const capOf = (sku: SkuLimits): number =>
  sku.maxBuy > 0 ? Math.min(sku.stock, sku.maxBuy) : sku.stock;

/** Refuses a SKU that cannot be bought at all: off the shelf, not approved, deleted, shop closed, sold out. */
export function assertBuyable(sku: SkuLimits): void {
  if (sku.goodsState !== 1 || sku.verifyState !== 1 || sku.isDelete !== 0 || sku.shopStatus !== 1) {
    throw new AppError('FAIL', 'CART_GOODS_OFF_SHELF');
  }
  if (sku.stock <= 0) throw new AppError('FAIL', 'CART_SOLD_OUT');
}

/** The error for a quantity above the cap: whichever limit binds (stock first, as the buyer can do nothing about it). */
export function overCapError(sku: SkuLimits, total: number): AppError {
  if (total > sku.stock) return new AppError('FAIL', 'CART_STOCK_SHORT', { params: { stock: sku.stock } });
  return new AppError('FAIL', 'CART_PURCHASE_LIMIT', { params: { max_buy: sku.maxBuy } });
}

/** Checks the quantity a line would hold: not 0, at least min_buy, within stock and max_buy. */
export function assertLineQuantity(sku: SkuLimits, total: number): void {
  if (total <= 0) throw new AppError('FAIL', 'CART_NUM_ZERO');
  if (total < sku.minBuy) throw new AppError('FAIL', 'CART_MIN_BUY', { params: { min_buy: sku.minBuy } });
  if (total > capOf(sku)) throw overCapError(sku, total);
}
