import { centsToMoney, type checkout, type Lang, type seckill } from '@mall/contracts';
import { readSeckillLine, type SeckillLine } from '../../modules/seckill/index.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import { addressAnswer, shopAnswer } from './checkout-calculate.ts';
import { applyDelivery, applyInvoice } from './checkout-delivery.ts';
import {
  finishShopMoney,
  goodsMoneyOf,
  groupByShop,
  lineObstacle,
  spreadBalance,
  sumOf,
  type Obstacle,
  type ShopPlan,
} from './checkout-plan.ts';
import * as repo from './checkout.repository.ts';
import { ORDER_KEY_SCOPE } from './idempotency.repository.ts';

/*
 * The seckill variant of the checkout (facts §5.1): one SKU of a flash sale at its seckill price, checked for
 * the sale's status, dates and running slot, its own stock and the member's daily limit. No coupons and no
 * manjian go with a flash-sale price; delivery, invoice and balance work as in the plain checkout.
 */

export interface SeckillBuild {
  line: SeckillLine;
  shops: ShopPlan[];
  obstacles: Obstacle[];
  address: Awaited<ReturnType<typeof repo.selectAddress>>;
  terms: NonNullable<Awaited<ReturnType<typeof repo.selectMemberTerms>>>;
  isBalance: boolean;
}

const keyed = <T>(map: Record<string, T> | undefined, siteId: number): T | undefined => map?.[String(siteId)];

/**
 * Reads the sale first, with the answer stored for the request's idempotency key, in one query: a repeat answers
 * and a sold-out or closed sale refuses before anything else is read (the stampede path).
 */
export async function readSeckill(
  db: repo.DbOrTx,
  memberId: number,
  input: seckill.CheckoutRequest,
  now: number,
  websiteId: number,
) {
  const { seckill_id: seckillId, sku_id: skuId, num, idempotency_key: key } = input;
  const idem = key ? { scope: ORDER_KEY_SCOPE, key } : undefined;
  return readSeckillLine(db, { seckillId, skuId, memberId, num, websiteId, key: idem }, now);
}

/** Everything a seckill checkout costs, recomputed from the database; obstacles collected as in the plain one. */
export async function buildSeckillCheckout(
  db: repo.DbOrTx,
  memberId: number,
  input: seckill.CheckoutRequest,
  read: Awaited<ReturnType<typeof readSeckill>>,
): Promise<SeckillBuild> {
  const { line, obstacle } = read;
  const lines = await repo.selectSkuLine(db, input.sku_id, input.num);
  if (lines.length === 0) throw new AppError('NOT_FOUND', 'CHECKOUT_NO_DATA');
  const siteIds = [line.sale.siteId];
  const [address, terms, settings, stores, templates] = await Promise.all([
    repo.selectAddress(db, memberId, input.address_id),
    repo.selectMemberTerms(db, memberId),
    repo.selectTradeSettings(db, siteIds),
    repo.selectStores(db, siteIds),
    repo.selectTemplates(db, siteIds),
  ]);
  if (input.address_id !== undefined && !address)
    throw new AppError('NOT_FOUND', 'CHECKOUT_ADDRESS_NOT_FOUND');
  if (!terms) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  const obstacles: Obstacle[] = obstacle ? [{ siteId: line.sale.siteId, error: obstacle }] : [];
  for (const l of lines) {
    // The sale's own daily limit replaces the goods' purchase limits for this line.
    const err = lineObstacle({ ...l, sku: { ...l.sku, maxBuy: 0, minBuy: 0 } }, 0);
    if (err) obstacles.push({ siteId: l.sku.siteId, error: err });
  }
  const settingMap = new Map(settings.map((s) => [s.siteId, s]));
  const shops = groupByShop(lines, settingMap, () => line.sku.seckillPrice);
  const ctx = {
    provinceId: address?.provinceId ?? null,
    hasAddress: Boolean(address),
    memberFreeShipping: terms.isFreeShipping === 1,
    templates: new Map(templates.map((t) => [t.template.siteId, t])),
    stores,
  };
  for (const s of shops) {
    applyDelivery(s, keyed(input.delivery, s.siteId), ctx, obstacles);
    s.buyerMessage = keyed(input.buyer_message, s.siteId) ?? '';
    applyInvoice(s, keyed(input.invoice, s.siteId), obstacles);
    finishShopMoney(s);
  }
  const isBalance = input.is_balance === 1;
  if (isBalance && !terms.payPassword)
    obstacles.push({ siteId: 0, error: new AppError('FAIL', 'CHECKOUT_SET_PAY_PASSWORD') });
  if (isBalance) spreadBalance(shops, terms.balance, terms.balanceMoney);
  return { line, shops, obstacles, address, terms, isBalance };
}

/** /seckill/api/ordercreate/calculate: the plain checkout's answer shape, without coupons. */
export async function calculateSeckillCheckout(
  db: repo.DbOrTx,
  memberId: number,
  input: seckill.CheckoutRequest,
  ctx: { lang: Lang; websiteId: number },
): Promise<checkout.CheckoutResult> {
  const { lang } = ctx;
  const now = Math.floor(Date.now() / 1000);
  const read = await readSeckill(db, memberId, input, now, ctx.websiteId);
  const b = await buildSeckillCheckout(db, memberId, input, read);
  const stores = await repo.selectStores(
    db,
    b.shops.map((s) => s.siteId),
  );
  const m = centsToMoney;
  const total = (f: (s: ShopPlan) => number) => m(sumOf(b.shops, f));
  return {
    member_address: addressAnswer(b.address),
    member_account: {
      balance: m(b.terms.balance),
      balance_money: m(b.terms.balanceMoney),
      is_pay_password: b.terms.payPassword ? 1 : 0,
    },
    shop_goods_list: Object.fromEntries(b.shops.map((s) => [String(s.siteId), shopAnswer(s, stores, lang)])),
    goods_num: sumOf(b.shops, (s) => sumOf(s.lines, (l) => l.num)),
    goods_money: total(goodsMoneyOf),
    delivery_money: total((s) => s.deliveryMoney),
    promotion_money: m(0),
    coupon_money: m(0),
    platform_coupon_id: 0,
    platform_coupon_money: m(0),
    platform_coupon_list: [],
    invoice_money: total((s) => s.invoiceMoney),
    invoice_delivery_money: total((s) => s.invoiceDeliveryMoney),
    order_money: total((s) => s.orderMoney),
    is_balance: b.isBalance ? 1 : 0,
    balance_money: total((s) => s.balanceMoney),
    pay_money: total((s) => s.orderMoney - s.balanceMoney),
    error_list: b.obstacles.map((o) => ({
      site_id: o.siteId,
      message: translate(lang, o.error.messageKey, o.error.params),
    })),
  };
}
