import type { checkout } from '@mall/contracts';
import { effectiveDiscount } from '../../modules/catalog/index.ts';
import { bestManjian, type ManjianApplied, type ManjianOffer } from '../../modules/promotion/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { LineRow } from './checkout.repository.ts';

/** One goods line as the checkout prices it (cents). */
export interface PlanLine {
  cartId: number;
  row: LineRow['sku'];
  num: number;
  price: number;
  goodsMoney: number;
  /** This line's share of the shop's manjian discount, kept per line for refunds. */
  promotionMoney: number;
  couponMoney: number;
  platformCouponMoney: number;
}

export interface ShopSetting {
  expressIsUse: number;
  storeIsUse: number;
  localIsUse: number;
  localDeliveryMoney: number;
  localStartMoney: number;
  localTimeStart: number;
  localTimeEnd: number;
  isInvoice: number;
  invoiceRate: number;
  invoiceDeliveryMoney: number;
  invoiceContent: string;
}

export const DEFAULT_SETTING: ShopSetting = {
  expressIsUse: 1,
  storeIsUse: 0,
  localIsUse: 0,
  localDeliveryMoney: 0,
  localStartMoney: 0,
  localTimeStart: 9 * 3600,
  localTimeEnd: 21 * 3600,
  isInvoice: 1,
  invoiceRate: 6,
  invoiceDeliveryMoney: 0,
  invoiceContent: 'office supplies,digital',
};

export interface ShopPlan {
  siteId: number;
  siteName: string;
  websiteId: number;
  lines: PlanLine[];
  setting: ShopSetting;
  isVirtual: boolean;
  deliveryType: checkout.DeliveryType | '';
  storeId: number;
  /** The chosen pickup store's name and what the order keeps of it (facts §2.1 delivery_store_info). */
  store: { name: string; info: Record<string, string> } | null;
  askTime: number;
  deliveryMoney: number;
  /** The manjian offer the shop's lines reached (facts §5.5), and what it takes off. */
  manjian: ManjianApplied | null;
  promotionMoney: number;
  couponId: number;
  couponMoney: number;
  couponList: checkout.CheckoutShop['coupon_list'];
  platformCouponMoney: number;
  invoice: checkout.ShopInvoice | null;
  invoiceMoney: number;
  invoiceDeliveryMoney: number;
  orderMoney: number;
  balanceMoney: number;
  balanceCashMoney: number;
  buyerMessage: string;
}

export interface Obstacle {
  siteId: number;
  error: AppError;
}

export const sumOf = <T>(items: T[], f: (x: T) => number) => items.reduce((s, x) => s + f(x), 0);
export const goodsMoneyOf = (s: ShopPlan) => sumOf(s.lines, (l) => l.goodsMoney);
export const realGoodsMoneyOf = (s: ShopPlan) =>
  Math.max(0, goodsMoneyOf(s) - s.promotionMoney - s.couponMoney - s.platformCouponMoney);
/** A line's money after every discount on it (what a refund of the line can give back at most). */
export const realLineMoney = (l: PlanLine) =>
  Math.max(0, l.goodsMoney - l.promotionMoney - l.couponMoney - l.platformCouponMoney);
/** What a line costs after the manjian discount: the base coupons are weighed against. */
export const afterPromotion = (l: PlanLine) => l.goodsMoney - l.promotionMoney;

/** The unit price a member pays: the effective discount price, or the level's member price when lower. */
export function unitPrice(sku: LineRow['sku'], discountPercent: number, now: number): number {
  const discounted = effectiveDiscount(sku, now);
  if (discountPercent >= 100) return discounted;
  return Math.min(discounted, Math.floor((sku.price * discountPercent) / 100));
}

/** The spec's stock and quantity obstacles for one line (§5, §8 "Stock", "Quantity", "Goods"). */
export function lineObstacle(line: LineRow, purchased: number): AppError | null {
  const { sku } = line;
  const params = { sku_name: sku.skuName };
  if (line.num <= 0) return new AppError('FAIL', 'CHECKOUT_NUM_ZERO');
  if (line.shopStatus !== 1)
    return new AppError('FAIL', 'CHECKOUT_SHOP_CLOSED', { params: { site_name: line.siteName } });
  if (sku.goodsState !== 1 || sku.verifyState !== 1 || sku.isDelete !== 0) {
    return new AppError('FAIL', 'CHECKOUT_OFF_SHELF', { params });
  }
  if (sku.stock <= 0) return new AppError('FAIL', 'CHECKOUT_SOLD_OUT', { params });
  if (line.num > sku.stock)
    return new AppError('FAIL', 'CHECKOUT_STOCK_SHORT', { params: { ...params, stock: sku.stock } });
  if (line.num < sku.minBuy)
    return new AppError('FAIL', 'CHECKOUT_MIN_BUY', { params: { ...params, min_buy: sku.minBuy } });
  if (sku.maxBuy > 0 && purchased + line.num > sku.maxBuy) {
    return new AppError('FAIL', 'CHECKOUT_PURCHASE_LIMIT', { params: { ...params, max_buy: sku.maxBuy } });
  }
  return null;
}

/** Groups priced lines into one plan per shop, in the order the shops first appear. */
export function groupByShop(
  lines: LineRow[],
  settings: Map<number, ShopSetting>,
  priceOf: (l: LineRow) => number,
): ShopPlan[] {
  const shops = new Map<number, ShopPlan>();
  for (const l of lines) {
    const siteId = l.sku.siteId;
    let plan = shops.get(siteId);
    if (!plan) {
      plan = emptyShop(siteId, l.siteName, l.sku.websiteId, settings.get(siteId) ?? DEFAULT_SETTING);
      shops.set(siteId, plan);
    }
    const price = priceOf(l);
    plan.lines.push({
      cartId: l.cartId,
      row: l.sku,
      num: l.num,
      price,
      goodsMoney: price * l.num,
      promotionMoney: 0,
      couponMoney: 0,
      platformCouponMoney: 0,
    });
  }
  for (const plan of shops.values()) plan.isVirtual = plan.lines.every((l) => l.row.isVirtual === 1);
  return [...shops.values()];
}

function emptyShop(siteId: number, siteName: string, websiteId: number, setting: ShopSetting): ShopPlan {
  return {
    siteId,
    siteName,
    websiteId,
    setting,
    lines: [],
    isVirtual: false,
    deliveryType: '',
    storeId: 0,
    store: null,
    askTime: -1,
    deliveryMoney: 0,
    manjian: null,
    promotionMoney: 0,
    couponId: 0,
    couponMoney: 0,
    couponList: [],
    platformCouponMoney: 0,
    invoice: null,
    invoiceMoney: 0,
    invoiceDeliveryMoney: 0,
    orderMoney: 0,
    balanceMoney: 0,
    balanceCashMoney: 0,
    buyerMessage: '',
  };
}

/** Order money of a shop: goods after coupons, plus delivery, invoice tax and invoice postage. */
export function finishShopMoney(s: ShopPlan): void {
  s.invoiceMoney = s.invoice?.is_invoice
    ? Math.floor((realGoodsMoneyOf(s) * s.setting.invoiceRate) / 100)
    : 0;
  s.orderMoney = realGoodsMoneyOf(s) + s.deliveryMoney + s.invoiceMoney + s.invoiceDeliveryMoney;
}

/**
 * Spends the balance over the shops in order (facts §4.1: `balance` first, then the withdrawable `balance_money`);
 * answers what is left of each kind.
 */
export function spreadBalance(shops: ShopPlan[], balance: number, balanceMoney: number): void {
  let stored = balance;
  let cash = balanceMoney;
  for (const s of shops) {
    const fromStored = Math.min(stored, s.orderMoney);
    const fromCash = Math.min(cash, s.orderMoney - fromStored);
    stored -= fromStored;
    cash -= fromCash;
    s.balanceMoney = fromStored + fromCash;
    s.balanceCashMoney = fromCash;
  }
}

/** Applies each shop's best reached manjian offer: the discount goes on to the lines it covers. */
export function applyManjian(shops: ShopPlan[], offers: (ManjianOffer & { siteId: number })[]): void {
  for (const s of shops) {
    const own = offers.filter((o) => o.siteId === s.siteId);
    const lines = s.lines.map((l) => ({ goodsId: l.row.goodsId, num: l.num, money: l.goodsMoney }));
    const applied = bestManjian(own, lines);
    if (!applied) continue;
    s.manjian = applied;
    s.promotionMoney = applied.discount;
    for (const [i, l] of s.lines.entries()) l.promotionMoney = applied.shares[i] ?? 0;
  }
}
