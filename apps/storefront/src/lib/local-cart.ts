import { centsToMoney, LOCAL_CART_KEY, moneyToCents } from '@mall/contracts';
import { useSyncExternalStore } from 'react';

/**
 * One line of the guest cart, kept in localStorage under `localCartData` while no token exists (spec §4).
 * Only sku_id and num are required; the rest is what the goods page knew when the line was added.
 */
export interface LocalCartLine {
  sku_id: number;
  num: number;
  goods_id?: number;
  site_id?: number;
  sku_name?: string;
  goods_name?: string;
  sku_image?: string;
  /** Unit price as a money string ("129.00"). */
  price?: string;
  /** Spec §9: min_buy 1 and unit "piece" by default. */
  min_buy?: number;
  unit?: string;
  [key: string]: unknown;
}

const CHANGE_EVENT = 'local-cart-change';
const EMPTY: LocalCartLine[] = [];

function toLine(raw: unknown): LocalCartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const skuId = Number(row.sku_id);
  const num = Number(row.num);
  if (!Number.isInteger(skuId) || skuId <= 0 || !Number.isFinite(num) || num <= 0) return null;
  const price = row.price === undefined || row.price === null ? undefined : String(row.price);
  return { ...row, sku_id: skuId, num: Math.floor(num), price };
}

function parse(text: string | null): LocalCartLine[] {
  if (!text) return EMPTY;
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return EMPTY;
    return data.map(toLine).filter((l): l is LocalCartLine => l !== null);
  } catch {
    return EMPTY;
  }
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

// The same stored text gives the same array, so React's external-store snapshot stays stable.
let cachedText: string | null = null;
let cachedLines: LocalCartLine[] = EMPTY;

/** The guest cart's valid lines, in the order they were added (malformed entries are skipped). */
export function readLocalCart(): LocalCartLine[] {
  const text = storage()?.getItem(LOCAL_CART_KEY) ?? null;
  if (text !== cachedText) {
    cachedText = text;
    cachedLines = parse(text);
  }
  return cachedLines;
}

/** Number of lines (kinds of goods) in the guest cart. */
export const localCartCount = (): number => readLocalCart().length;

export function writeLocalCart(lines: LocalCartLine[]): void {
  const store = storage();
  if (!store) return;
  if (lines.length === 0) store.removeItem(LOCAL_CART_KEY);
  else store.setItem(LOCAL_CART_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Adds a line, merging with an existing line of the same sku by adding the quantity. */
export function addLocalCartLine(line: LocalCartLine): void {
  const lines = readLocalCart();
  const existing = lines.find((l) => l.sku_id === line.sku_id);
  writeLocalCart(
    existing
      ? lines.map((l) => (l === existing ? { ...l, ...line, num: l.num + line.num } : l))
      : [...lines, { min_buy: 1, ...line }],
  );
}

export function removeLocalCartLine(skuId: number): void {
  writeLocalCart(readLocalCart().filter((l) => l.sku_id !== skuId));
}

/** Removes several guest lines at once (batch delete, clear invalid). */
export function removeLocalCartLines(skuIds: number[]): void {
  const drop = new Set(skuIds);
  writeLocalCart(readLocalCart().filter((l) => !drop.has(l.sku_id)));
}

/** Sets a guest line's quantity (the cart page's stepper); limits are checked by the caller. */
export function setLocalCartNum(skuId: number, num: number): void {
  writeLocalCart(readLocalCart().map((l) => (l.sku_id === skuId ? { ...l, num } : l)));
}

/** Total quantity of the guest cart, the number the cart entries show. */
export const localCartQuantity = (lines: LocalCartLine[]): number => lines.reduce((n, l) => n + l.num, 0);

/** Sum of price × num as a two-decimal money string, computed in cents. */
export function localCartTotal(lines: LocalCartLine[]): string {
  const cents = lines.reduce((sum, l) => sum + (moneyToCents(l.price ?? '0') ?? 0) * l.num, 0);
  return centsToMoney(cents);
}

/** Calls back when the guest cart changes in this tab or another one. */
export function subscribeLocalCart(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_CART_KEY) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest cart's lines, re-rendering on every change. */
export function useLocalCart(): LocalCartLine[] {
  return useSyncExternalStore(subscribeLocalCart, readLocalCart, () => EMPTY);
}
