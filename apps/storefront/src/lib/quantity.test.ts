import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity.ts';

const b = { min: 2, stock: 10, maxBuy: 0 };

describe('checkQuantity', () => {
  it('accepts a whole number inside the bounds', () => {
    expect(checkQuantity(' 4 ', b)).toEqual({ value: 4 });
    expect(checkQuantity('2', b)).toEqual({ value: 2 });
    expect(checkQuantity('10', b)).toEqual({ value: 10 });
  });

  it('names each problem: not a number, zero or less, below the minimum, above stock, above the limit', () => {
    for (const text of ['abc', '', '1.5', '1e3', '3x'])
      expect(checkQuantity(text, b)).toEqual({ reason: 'notNumber' });
    expect(checkQuantity('0', b)).toEqual({ reason: 'zero' });
    expect(checkQuantity('-3', b)).toEqual({ reason: 'zero' });
    expect(checkQuantity('1', b)).toEqual({ reason: 'belowMin', n: 2 });
    expect(checkQuantity('11', b)).toEqual({ reason: 'aboveStock', n: 10 });
    expect(checkQuantity('6', { ...b, maxBuy: 5 })).toEqual({ reason: 'aboveMax', n: 5 });
    expect(checkQuantity('11', { ...b, maxBuy: 20 })).toEqual({ reason: 'aboveStock', n: 10 });
  });
});
