import { describe, expect, it } from 'vitest';
import { clampQuantity, quantityLimits } from './quantity-limits.ts';

describe('quantity limits of the goods detail', () => {
  it('never allows 0: the smallest quantity is 1 or min_buy', () => {
    expect(quantityLimits({ stock: 10, min_buy: 0, max_buy: 0 })).toEqual({ min: 1, max: 10, blocked: null });
    expect(quantityLimits({ stock: 10, min_buy: 3, max_buy: 0 }).min).toBe(3);
    expect(clampQuantity(0, quantityLimits({ stock: 10, min_buy: 0, max_buy: 0 }))).toBe(1);
  });

  it('caps at the purchase limit and at stock, whichever is lower', () => {
    expect(quantityLimits({ stock: 10, min_buy: 1, max_buy: 4 }).max).toBe(4);
    expect(quantityLimits({ stock: 2, min_buy: 1, max_buy: 4 }).max).toBe(2);
    expect(clampQuantity(99, quantityLimits({ stock: 10, min_buy: 1, max_buy: 4 }))).toBe(4);
  });

  it('blocks buying when sold out or when stock is below min_buy', () => {
    expect(quantityLimits({ stock: 0, min_buy: 1, max_buy: 0 }).blocked).toBe('soldOut');
    expect(quantityLimits({ stock: 2, min_buy: 5, max_buy: 0 }).blocked).toBe('insufficientStock');
  });

  it('turns unreadable input into the minimum and drops fractions', () => {
    const limits = quantityLimits({ stock: 10, min_buy: 2, max_buy: 0 });
    expect(clampQuantity(Number.NaN, limits)).toBe(2);
    expect(clampQuantity(null, limits)).toBe(2);
    expect(clampQuantity(3.7, limits)).toBe(3);
  });
});
