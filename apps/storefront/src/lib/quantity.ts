/** Why a typed quantity is refused (spec §5 and §8 "Quantity", "Stock"), with the number the message names. */
export type QuantityProblem =
  | { reason: 'notNumber' }
  | { reason: 'zero' }
  | { reason: 'belowMin'; n: number }
  | { reason: 'aboveStock'; n: number }
  | { reason: 'aboveMax'; n: number };

export interface QuantityBounds {
  /** The smallest order (min_buy, at least 1). */
  min: number;
  stock: number;
  /** The per-member limit; 0 for none. */
  maxBuy: number;
}

/**
 * Reads a typed quantity: a whole number within min, stock and max_buy, or the problem to tell the shopper.
 * The tighter of stock and max_buy is the one named.
 */
export function checkQuantity(text: string, b: QuantityBounds): { value: number } | QuantityProblem {
  const t = text.trim();
  if (!/^-?\d{1,9}$/.test(t)) return { reason: 'notNumber' };
  const n = Number(t);
  if (n <= 0) return { reason: 'zero' };
  if (n < b.min) return { reason: 'belowMin', n: b.min };
  const limitedByMax = b.maxBuy > 0 && b.maxBuy < b.stock;
  if (limitedByMax && n > b.maxBuy) return { reason: 'aboveMax', n: b.maxBuy };
  if (n > b.stock) return { reason: 'aboveStock', n: b.stock };
  if (b.maxBuy > 0 && n > b.maxBuy) return { reason: 'aboveMax', n: b.maxBuy };
  return { value: n };
}
