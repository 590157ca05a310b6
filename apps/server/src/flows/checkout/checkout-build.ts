import { centsToMoney, type checkout } from '@mall/contracts';
import { checkoutCoupons, type CheckoutCoupons } from '../../modules/coupon/index.ts';
import { selectPurchasedNums } from '../../modules/order/index.ts';
import { AppError } from '../../platform/errors.ts';
import { applyDelivery, applyInvoice } from './checkout-delivery.ts';
import { shopTermsOf, type CheckoutSource, type ShopTerms } from './checkout-shop-terms.ts';
import type { CheckoutVariant } from './checkout-variant.ts';
import * as repo from './checkout.repository.ts';
import {
  afterPromotion,
  applyManjian,
  finishShopMoney,
  groupByShop,
  lineObstacle,
  spreadBalance,
  unitPrice,
  type Obstacle,
  type ShopPlan,
} from './checkout-plan.ts';

export interface CheckoutBuild {
  shops: ShopPlan[];
  obstacles: Obstacle[];
  address: Awaited<ReturnType<typeof repo.selectAddress>>;
  terms: NonNullable<Awaited<ReturnType<typeof repo.selectMemberTerms>>>;
  coupons: CheckoutCoupons;
  /** The shops' open pickup stores, read once for delivery and for calculate's answer. */
  stores: ShopTerms['stores'];
  isBalance: boolean;
  variant?: CheckoutVariant;
}

async function loadLines(
  db: repo.DbOrTx,
  memberId: number,
  input: checkout.CheckoutRequest,
  variant?: CheckoutVariant,
) {
  if (variant?.lines) {
    const found = await Promise.all(variant.lines.map((l) => repo.selectSkuLine(db, l.skuId, l.num)));
    if (found.some((rows) => rows.length === 0)) throw new AppError('NOT_FOUND', 'CHECKOUT_NO_DATA');
    return found.flat();
  }
  if (input.cart_ids) {
    const rows = await repo.selectCartLines(db, memberId, input.cart_ids);
    // Another member's (or a deleted) line reads as not found, never as someone else's goods.
    if (rows.length !== input.cart_ids.length) throw new AppError('NOT_FOUND', 'CHECKOUT_LINE_NOT_FOUND');
    return rows;
  }
  const rows = await repo.selectSkuLine(db, input.sku_id!, input.num ?? 0);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'CHECKOUT_NO_DATA');
  return rows;
}

const keyed = <T>(map: Record<string, T> | undefined, siteId: number): T | undefined => map?.[String(siteId)];

/** Applies the coupons the coupon module chooses (the member's pick, or the best usable one). */
function applyCoupons(shops: ShopPlan[], coupons: CheckoutCoupons, obstacles: Obstacle[]): void {
  for (const [i, s] of shops.entries()) {
    const c = coupons.shops[i]!;
    s.couponId = c.id;
    s.couponMoney = c.money;
    s.couponList = c.usable.map((u) => ({
      coupon_id: u.id,
      coupon_name: u.name,
      money: centsToMoney(u.money),
      end_time: u.end_time,
    }));
    if (c.rejected_id)
      obstacles.push({ siteId: s.siteId, error: new AppError('FAIL', 'CHECKOUT_COUPON_INVALID') });
    for (const l of s.lines) l.couponMoney = c.parts.find((p) => p.id === l.row.skuId)?.money ?? 0;
    s.platformCouponMoney = coupons.platform.parts.find((p) => p.id === s.siteId)?.money ?? 0;
  }
  if (coupons.platform.rejected_id)
    obstacles.push({ siteId: 0, error: new AppError('FAIL', 'CHECKOUT_COUPON_INVALID') });
}

/** What the checkout needs besides its lines, in one round of parallel reads (the shops' terms mostly cached). */
async function loadFacts(
  src: CheckoutSource,
  memberId: number,
  input: checkout.CheckoutRequest,
  lines: repo.LineRow[],
  now: number,
) {
  const { db } = src;
  const siteIds = [...new Set(lines.map((l) => l.sku.siteId))];
  const limitedSkuIds = lines.filter((l) => l.sku.maxBuy > 0).map((l) => l.sku.skuId);
  const [address, terms, shopTerms, purchased] = await Promise.all([
    repo.selectAddress(db, memberId, input.address_id),
    repo.selectMemberTerms(db, memberId),
    shopTermsOf(src, siteIds, now),
    // Only limited SKUs count what the member bought before (an unlimited one needs no read at all).
    limitedSkuIds.length ? selectPurchasedNums(db, memberId, limitedSkuIds) : new Map<number, number>(),
  ]);
  // Another member's address reads as not found, never as a place to send goods to.
  if (input.address_id !== undefined && !address)
    throw new AppError('NOT_FOUND', 'CHECKOUT_ADDRESS_NOT_FOUND');
  if (!terms) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  return { address, terms, ...shopTerms, purchased };
}

function couponsFor(
  db: repo.DbOrTx,
  memberId: number,
  shops: ShopPlan[],
  input: checkout.CheckoutRequest,
  now: number,
) {
  return checkoutCoupons(db, {
    memberId,
    now,
    shops: shops.map((s) => ({
      site_id: s.siteId,
      lines: s.lines.map((l) => ({
        sku_id: l.row.skuId,
        goods_id: l.row.goodsId,
        // Coupons weigh what is left after the manjian discount (their thresholds too).
        goods_money: afterPromotion(l),
      })),
    })),
    chosen: chosenCoupons(input),
    platformCouponId: input.platform_coupon_id,
  });
}

/**
 * Everything a checkout costs, recomputed from the database: lines and their obstacles, delivery per shop,
 * coupons, invoices, balance. Obstacles are collected (calculate shows them, create refuses on the first).
 */
export async function buildCheckout(
  src: CheckoutSource,
  memberId: number,
  input: checkout.CheckoutRequest,
  now: number,
  variant?: CheckoutVariant,
): Promise<CheckoutBuild> {
  const { db } = src;
  const lines = await loadLines(db, memberId, input, variant);
  const { address, terms, settings, stores, templates, purchased, offers } = await loadFacts(
    src,
    memberId,
    input,
    lines,
    now,
  );
  const obstacles: Obstacle[] = (variant?.obstacles ?? []).map((error) => ({ siteId: 0, error }));
  for (const l of lines) {
    const err = lineObstacle(l, purchased.get(l.sku.skuId) ?? 0);
    if (err) obstacles.push({ siteId: l.sku.siteId, error: err });
  }
  const settingMap = new Map(settings.map((s) => [s.siteId, s]));
  const price = variant?.priceOf ?? ((l: repo.LineRow) => unitPrice(l.sku, terms.discountPercent, now));
  const shops = groupByShop(lines, settingMap, price);
  if (!variant) applyManjian(shops, offers);
  const ctx = {
    provinceId: address?.provinceId ?? null,
    hasAddress: Boolean(address),
    memberFreeShipping: terms.isFreeShipping === 1,
    templates: new Map(templates.map((t) => [t.template.siteId, t])),
    stores,
  };
  for (const s of shops) {
    applyDelivery(s, keyed(input.delivery, s.siteId), ctx, obstacles);
    if (variant?.freeShipping) s.deliveryMoney = 0;
    s.buyerMessage = keyed(input.buyer_message, s.siteId) ?? '';
  }
  const coupons = await couponsFor(db, memberId, shops, input, now);
  applyCoupons(shops, coupons, obstacles);
  spreadPlatformCouponOverLines(shops);
  for (const s of shops) {
    applyInvoice(s, keyed(input.invoice, s.siteId), obstacles);
    finishShopMoney(s);
  }
  const isBalance = input.is_balance === 1;
  if (isBalance && !terms.payPassword)
    obstacles.push({ siteId: 0, error: new AppError('FAIL', 'CHECKOUT_SET_PAY_PASSWORD') });
  if (isBalance) spreadBalance(shops, terms.balance, terms.balanceMoney);
  return { shops, obstacles, address, terms, coupons, stores, isBalance, variant };
}

function chosenCoupons(input: checkout.CheckoutRequest): Record<number, number> | undefined {
  if (!input.coupon) return undefined;
  return Object.fromEntries(Object.entries(input.coupon).map(([site, c]) => [Number(site), c.coupon_id]));
}

/** The platform coupon's share of each shop goes on to its lines in proportion to their money. */
function spreadPlatformCouponOverLines(shops: ShopPlan[]): void {
  for (const s of shops) {
    let left = s.platformCouponMoney;
    const total = s.lines.reduce((sum, l) => sum + afterPromotion(l) - l.couponMoney, 0);
    for (const [i, l] of s.lines.entries()) {
      const share =
        i === s.lines.length - 1 || total <= 0
          ? left
          : Math.floor((s.platformCouponMoney * (afterPromotion(l) - l.couponMoney)) / total);
      l.platformCouponMoney = share;
      left -= share;
    }
  }
}
