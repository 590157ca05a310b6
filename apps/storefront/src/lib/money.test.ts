import { describe, expect, it } from 'vitest';
import { formatMoneyText, moneyParts } from './money.ts';

// Intl separates Russian groups and the symbol with no-break spaces; written out so the expectations read.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('the one money formatter', () => {
  it('groups thousands and keeps two decimals in English and Chinese', () => {
    expect(formatMoneyText('12345', 'en-us', '$')).toBe('$12,345.00');
    expect(formatMoneyText('12345.6', 'zh-cn', '¥')).toBe('¥12,345.60');
    expect(formatMoneyText(1234567.891, 'ko-kr', '₩')).toBe('₩1,234,567.89');
    expect(formatMoneyText('0.5', 'zh-tw', 'NT$')).toBe('NT$0.50');
  });

  it('follows the locale in Russian: space groups, decimal comma, symbol after', () => {
    const text = formatMoneyText('12345.5', 'ru', '$');
    expect(text.replaceAll(NNBSP, ' ').replaceAll(NBSP, ' ')).toBe('12 345,50 $');
    // The symbol never wraps away from the number.
    expect(text).not.toContain(' $');
  });

  it("shows the site's own symbol even when Intl would write the currency another way", () => {
    expect(formatMoneyText('20', 'en-us', '￥')).toBe('￥20.00');
    expect(formatMoneyText('20', 'en-us', 'Br')).toBe('Br20.00');
  });

  it('drops ".00" of whole amounts only when asked (coupon faces) and keeps cents otherwise', () => {
    expect(formatMoneyText('20.00', 'en-us', '$', { short: true })).toBe('$20');
    expect(formatMoneyText('1500', 'zh-cn', '¥', { short: true })).toBe('¥1,500');
    expect(formatMoneyText('20.50', 'en-us', '$', { short: true })).toBe('$20.50');
  });

  it('reads an unreadable amount as zero and a negative one with its sign', () => {
    expect(formatMoneyText('abc', 'en-us', '$')).toBe('$0.00');
    expect(formatMoneyText('-8', 'en-us', '$')).toBe('-$8.00');
  });

  it('marks the symbol apart so prices can show it smaller', () => {
    expect(moneyParts('5', 'en-us', '$')).toEqual([
      { kind: 'symbol', text: '$' },
      { kind: 'number', text: '5.00' },
    ]);
    expect(moneyParts('5', 'ru', '$').map((p) => p.kind)).toEqual(['number', 'symbol']);
  });

  it('falls back to English layout for a language tag Intl does not know', () => {
    expect(formatMoneyText('1000', 'xx-invalid-', '$')).toBe('$1,000.00');
  });
});
