import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLocalCartLine,
  localCartCount,
  localCartTotal,
  readLocalCart,
  removeLocalCartLine,
} from './local-cart.ts';

// Node has no Web Storage or window events of its own here: a small in-memory stand-in.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  },
  window: new EventTarget(),
});

describe('guest cart (localCartData)', () => {
  beforeEach(() => memory.clear());

  it('reads nothing from missing, malformed or non-array data', () => {
    expect(readLocalCart()).toEqual([]);
    memory.set('localCartData', '{not json');
    expect(readLocalCart()).toEqual([]);
    memory.set('localCartData', '{"sku_id":1}');
    expect(localCartCount()).toBe(0);
  });

  it('keeps valid lines only and counts lines, not pieces', () => {
    memory.set(
      'localCartData',
      JSON.stringify([
        { sku_id: 1, num: 3, price: 9.9 },
        { sku_id: 'x', num: 1 },
        { sku_id: 2, num: 0 },
        { sku_id: '4', num: 1 },
      ]),
    );
    expect(readLocalCart().map((l) => [l.sku_id, l.num, l.price])).toEqual([
      [1, 3, '9.9'],
      [4, 1, undefined],
    ]);
    expect(localCartCount()).toBe(2);
  });

  it('merges an added sku, removes a line and totals in cents with two decimals', () => {
    addLocalCartLine({ sku_id: 7, num: 1, price: '0.10' });
    addLocalCartLine({ sku_id: 7, num: 2, price: '0.10' });
    addLocalCartLine({ sku_id: 8, num: 1, price: '0.20' });
    expect(readLocalCart().map((l) => [l.sku_id, l.num, l.min_buy])).toEqual([
      [7, 3, 1],
      [8, 1, 1],
    ]);
    expect(localCartTotal(readLocalCart())).toBe('0.50');
    removeLocalCartLine(7);
    expect(readLocalCart().map((l) => l.sku_id)).toEqual([8]);
    removeLocalCartLine(8);
    expect(memory.has('localCartData')).toBe(false);
  });
});
