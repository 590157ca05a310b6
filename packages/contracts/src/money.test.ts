import { describe, expect, it } from 'vitest';
import { centsToMoney, formatMoney, moneyToCents } from './money.ts';

describe('money', () => {
  it('formats cents with two places without floating point', () => {
    expect(centsToMoney(12900)).toBe('129.00');
    expect(centsToMoney(5)).toBe('0.05');
    expect(centsToMoney(-1234)).toBe('-12.34');
    expect(centsToMoney(900719925474099n)).toBe('9007199254740.99');
  });
  it('parses decimal text into cents and refuses anything else', () => {
    expect(moneyToCents('12')).toBe(1200);
    expect(moneyToCents('12.5')).toBe(1250);
    expect(moneyToCents('0.07')).toBe(7);
    expect(moneyToCents('1.005')).toBeNull();
    expect(moneyToCents('abc')).toBeNull();
    expect(moneyToCents('1e3')).toBeNull();
  });
  it('shows the symbol', () => {
    expect(formatMoney('129.00', '$')).toBe('$129.00');
  });
});
