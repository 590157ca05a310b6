/**
 * Money travels as a decimal string with two places ("129.00") and is stored as integer cents.
 * These helpers never go through floating point for the conversion.
 */
export function centsToMoney(cents: number | bigint): string {
  const n = BigInt(cents);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

const MONEY_RE = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses "12", "12.5" or "12.50" into cents; returns null for anything else. */
export function moneyToCents(text: string): number | null {
  const m = MONEY_RE.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** Formats a money string for display with the site's symbol: "$129.00". */
export function formatMoney(value: string | number, symbol: string): string {
  const cents = typeof value === 'number' ? Math.round(value * 100) : (moneyToCents(value) ?? 0);
  return `${symbol}${centsToMoney(cents)}`;
}
