import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { goods, goodsCart, goodsSku, member, memberAccount, pay } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { sumOf, type ShopPlan } from './checkout-plan.ts';
import { selectPurchasedNums } from './checkout.repository.ts';

/** Reserves order ids up front so order_no can carry them (unique without a per-minute counter race). */
export async function reserveOrderIds(tx: Tx, n: number): Promise<number[]> {
  const res = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('"order"', 'order_id'))::int as id from generate_series(1, ${n})`,
  );
  return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** order_no = YYYYMMDDHHmm (UTC) + the order id: readable, sortable and unique. */
export function orderNo(orderId: number, now: number): string {
  const d = new Date(now * 1000);
  const minute = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  return `${minute}${pad(orderId, 6)}`;
}

/** out_trade_no = unix seconds + 4 random digits + the first order id (facts §8 shape, unique by the id). */
export const outTradeNo = (now: number, firstOrderId: number) =>
  `${now}${pad(crypto.randomInt(0, 10_000), 4)}${firstOrderId}`;

/** Takes stock with a guarded update per SKU: it can never go below zero, whatever runs in parallel. */
export async function takeStock(tx: Tx, shops: ShopPlan[]): Promise<void> {
  for (const line of shops.flatMap((s) => s.lines)) {
    const rows = await tx
      .update(goodsSku)
      .set({ stock: sql`${goodsSku.stock} - ${line.num}` })
      .where(and(eq(goodsSku.skuId, line.row.skuId), sql`${goodsSku.stock} >= ${line.num}`))
      .returning({ stock: goodsSku.stock });
    if (rows.length === 0) {
      throw new AppError('FAIL', 'CHECKOUT_STOCK_SHORT', {
        params: { sku_name: line.row.skuName, stock: 0 },
      });
    }
    await tx
      .update(goods)
      .set({ goodsStock: sql`greatest(${goods.goodsStock} - ${line.num}, 0)` })
      .where(eq(goods.goodsId, line.row.goodsId));
  }
}

/** Takes the balance the plan spends with one guarded update, and writes the ledger rows (facts §4.1). */
export async function takeBalance(
  tx: Tx,
  memberId: number,
  shops: ShopPlan[],
  orderNos: string[],
  now: number,
) {
  const cash = sumOf(shops, (s) => s.balanceCashMoney);
  const stored = sumOf(shops, (s) => s.balanceMoney) - cash;
  if (cash + stored === 0) return;
  const rows = await tx
    .update(member)
    .set({ balance: sql`${member.balance} - ${stored}`, balanceMoney: sql`${member.balanceMoney} - ${cash}` })
    .where(
      and(
        eq(member.memberId, memberId),
        sql`${member.balance} >= ${stored}`,
        sql`${member.balanceMoney} >= ${cash}`,
      ),
    )
    .returning({ id: member.memberId });
  if (rows.length === 0) throw new AppError('FAIL', 'CHECKOUT_BALANCE_CHANGED');
  const ledger = shops.flatMap((s, i) => [
    { type: 'balance', amount: s.balanceMoney - s.balanceCashMoney, tag: orderNos[i]! },
    { type: 'balance_money', amount: s.balanceCashMoney, tag: orderNos[i]! },
  ]);
  const values = ledger
    .filter((l) => l.amount > 0)
    .map((l) => ({
      memberId,
      accountType: l.type,
      accountData: -l.amount,
      fromType: 'order',
      typeTag: l.tag,
      remark: 'order payment',
      createTime: now,
    }));
  if (values.length) await tx.insert(memberAccount).values(values);
}

export async function deleteBoughtCartLines(tx: Tx, memberId: number, shops: ShopPlan[]): Promise<void> {
  const ids = shops.flatMap((s) => s.lines.map((l) => l.cartId)).filter((id) => id > 0);
  if (ids.length)
    await tx.delete(goodsCart).where(and(eq(goodsCart.memberId, memberId), inArray(goodsCart.cartId, ids)));
}

export function orderGoodsRows(s: ShopPlan, orderId: number, no: string, memberId: number) {
  return s.lines.map((l) => ({
    orderId,
    orderNo: no,
    siteId: s.siteId,
    memberId,
    goodsId: l.row.goodsId,
    skuId: l.row.skuId,
    skuName: l.row.skuName,
    skuImage: l.row.skuImage,
    skuNo: l.row.skuNo,
    isVirtual: l.row.isVirtual,
    price: l.price,
    costPrice: l.row.costPrice,
    num: l.num,
    goodsMoney: l.goodsMoney,
    couponMoney: l.couponMoney,
    platformCouponMoney: l.platformCouponMoney,
    realGoodsMoney: Math.max(0, l.goodsMoney - l.couponMoney - l.platformCouponMoney),
  }));
}

export async function insertPay(tx: Tx, memberId: number, no: string, shops: ShopPlan[], now: number) {
  const payMoney = sumOf(shops, (s) => s.orderMoney - s.balanceMoney);
  const body = shops
    .map((s) => s.lines[0]?.row.skuName ?? '')
    .join(', ')
    .slice(0, 255);
  await tx.insert(pay).values({
    memberId,
    siteId: shops.length === 1 ? shops[0]!.siteId : 0,
    outTradeNo: no,
    payMoney,
    payBody: body,
    payDetail: body,
    createTime: now,
  });
}

/**
 * Purchase limits are per member, so a member's checkouts are serialised on the member row and the limit is
 * counted again inside the transaction: two parallel checkouts cannot both pass a max_buy of 1.
 */
export async function recheckPurchaseLimits(tx: Tx, memberId: number, shops: ShopPlan[]): Promise<void> {
  const limited = shops.flatMap((s) => s.lines).filter((l) => l.row.maxBuy > 0);
  if (limited.length === 0) return;
  await tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, memberId)).for('update');
  const bought = await selectPurchasedNums(
    tx,
    memberId,
    limited.map((l) => l.row.skuId),
  );
  for (const l of limited) {
    if ((bought.get(l.row.skuId) ?? 0) + l.num > l.row.maxBuy) {
      const params = { sku_name: l.row.skuName, max_buy: l.row.maxBuy };
      throw new AppError('FAIL', 'CHECKOUT_PURCHASE_LIMIT', { params });
    }
  }
}
