import { type cart, centsToMoney, moneyToCents } from '@mall/contracts';
import type { LocalCartLine } from '../../lib/local-cart.ts';
import { readJsonText } from '../../lib/json-text.ts';

export type InvalidReason = 'soldOut' | 'offShelf' | 'shopClosed';

/** One cart line as the page and the dropdown show it, whether it lives on the server or in localCartData. */
export interface CartRow {
  /** Unique per line: the cart_id for members, the sku_id for guests. */
  key: number;
  cartId?: number;
  skuId: number;
  siteId: number;
  siteName: string;
  name: string;
  spec: string;
  image: string;
  /** The unit price charged now (discount or member price, as checkout charges it), as a money string. */
  price: string;
  /** The list price when it is higher than what is charged (shown struck through), else undefined. */
  originalPrice?: string;
  num: number;
  minNum: number;
  maxNum: number;
  /** Stock and the per-member limit (0 none) as the stepper names them. */
  stock: number;
  maxBuy: number;
  unit: string;
  invalid?: InvalidReason;
}

/** The most the stepper allows when nothing is known about stock (a guest line from an older page). */
const UNKNOWN_MAX = 9999;

const capOf = (stock: number | undefined, maxBuy: number | undefined) => {
  const s = stock ?? UNKNOWN_MAX;
  return maxBuy && maxBuy > 0 ? Math.min(s, maxBuy) : s;
};

/** The spec values of a line: JSON text from the server, or (guest lines kept before) already an array. */
function specText(value: unknown): string {
  const format: unknown = typeof value === 'string' ? readJsonText<unknown>(value, []) : value;
  if (!Array.isArray(format)) return '';
  return format
    .map((v: { spec_name?: unknown; spec_value_name?: unknown }) =>
      typeof v?.spec_value_name === 'string' ? `${String(v.spec_name ?? '')}: ${v.spec_value_name}` : '',
    )
    .filter(Boolean)
    .join('  ');
}

function invalidReason(l: cart.CartLine): InvalidReason | undefined {
  if (l.shop_status !== 1) return 'shopClosed';
  if (l.goods_state !== 1 || l.verify_state !== 1) return 'offShelf';
  if (l.stock <= 0) return 'soldOut';
  return undefined;
}

/**
 * The price checkout charges (its unitPrice): the running discount price, or the level's member price when that is
 * lower. member_price is '' for a level without a discount.
 */
export function chargedPrice(l: Pick<cart.CartLine, 'discount_price' | 'member_price'>): string {
  const discount = moneyToCents(l.discount_price) ?? 0;
  const member = l.member_price === '' ? null : moneyToCents(l.member_price);
  return centsToMoney(member === null || member === undefined ? discount : Math.min(discount, member));
}

export function fromServerLine(l: cart.CartLine): CartRow {
  const price = chargedPrice(l);
  return {
    key: l.cart_id,
    cartId: l.cart_id,
    skuId: l.sku_id,
    siteId: l.site_id,
    siteName: l.site_name,
    name: l.sku_name || l.goods_name,
    spec: specText(l.sku_spec_format),
    image: l.sku_image,
    price,
    originalPrice: (moneyToCents(l.price) ?? 0) > (moneyToCents(price) ?? 0) ? l.price : undefined,
    num: l.num,
    minNum: Math.max(1, l.min_buy),
    maxNum: Math.max(1, capOf(l.stock, l.max_buy)),
    stock: l.stock,
    maxBuy: Math.max(0, l.max_buy),
    unit: l.unit,
    invalid: invalidReason(l),
  };
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A guest line, newest last in storage; stock and limits are what the goods page knew when it was added. */
export function fromLocalLine(l: LocalCartLine): CartRow {
  const stock = num(l.stock);
  return {
    key: l.sku_id,
    skuId: l.sku_id,
    siteId: num(l.site_id) ?? 0,
    siteName: text(l.site_name),
    name: l.sku_name || l.goods_name || '',
    spec: specText(l.sku_spec_format),
    image: l.sku_image ?? '',
    price: l.price ?? '0.00',
    num: l.num,
    minNum: Math.max(1, num(l.min_buy) ?? 1),
    maxNum: Math.max(1, capOf(stock, num(l.max_buy))),
    stock: stock ?? UNKNOWN_MAX,
    maxBuy: Math.max(0, num(l.max_buy) ?? 0),
    unit: l.unit ?? '',
    invalid: stock === 0 ? 'soldOut' : undefined,
  };
}

/** Sum of price × num in cents, as a two-decimal money string. */
export const rowsTotal = (rows: CartRow[]): string =>
  centsToMoney(rows.reduce((sum, r) => sum + (moneyToCents(r.price) ?? 0) * r.num, 0));

/** Lines grouped by shop in the order their newest line appears. */
export function groupByShop(rows: CartRow[]): { siteId: number; siteName: string; rows: CartRow[] }[] {
  const groups = new Map<number, { siteId: number; siteName: string; rows: CartRow[] }>();
  for (const r of rows) {
    const g = groups.get(r.siteId) ?? { siteId: r.siteId, siteName: r.siteName, rows: [] };
    g.rows.push(r);
    groups.set(r.siteId, g);
  }
  return [...groups.values()];
}
