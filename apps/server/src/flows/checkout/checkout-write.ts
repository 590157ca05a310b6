import { deleteLines } from '../../modules/cart/index.ts';
import { takeStock as takeCatalogStock, type SaleLine } from '../../modules/catalog/index.ts';
import { selectPurchasedNums } from '../../modules/order/index.ts';
import { insertPay } from '../../modules/payment/index.ts';
import { ledgerNote, spendBalance } from '../../modules/wallet/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { sumOf, type ShopPlan } from './checkout-plan.ts';
import { lockMember } from './checkout.repository.ts';

/*
 * The checkout's writes, each through the module that owns the rows: stock (catalog), balance (wallet), cart
 * lines (cart), pay rows (payment). Each is guarded, so a failure throws and the whole checkout rolls back.
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** order_no = YYYYMMDDHHmm (UTC) + the order id: readable, sortable and unique. */
export function orderNo(orderId: number, now: number): string {
  const d = new Date(now * 1000);
  const minute = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  return `${minute}${pad(orderId, 6)}`;
}

/**
 * Takes the stock of every line in one guarded statement (catalog): it can never go below zero. Called last in
 * the transaction, so the hot SKU rows stay locked only until the commit that follows; `sold` (the units of
 * orders paid in this transaction) is counted as sales by the same statement.
 */
export async function takeStock(tx: Tx, shops: ShopPlan[], sold: SaleLine[] = []): Promise<void> {
  const lines = shops.flatMap((s) => s.lines);
  const short = await takeCatalogStock(
    tx,
    lines.map((l) => ({ skuId: l.row.skuId, goodsId: l.row.goodsId, num: l.num })),
    sold,
  );
  const line = lines.find((l) => short.includes(l.row.skuId));
  if (line) {
    throw new AppError('FAIL', 'CHECKOUT_STOCK_SHORT', { params: { sku_name: line.row.skuName, stock: 0 } });
  }
}

/** Spends the balance the plan uses, one ledger row per shop and account (facts §4.1). */
export async function takeBalance(
  tx: Tx,
  memberId: number,
  shops: ShopPlan[],
  orderNos: string[],
  now: number,
) {
  const parts = shops.map((s, i) => ({
    tag: orderNos[i]!,
    stored: s.balanceMoney - s.balanceCashMoney,
    cash: s.balanceCashMoney,
  }));
  const cause = { fromType: 'order', remark: ledgerNote('orderPayment') };
  if (!(await spendBalance(tx, memberId, parts, cause, now))) {
    throw new AppError('FAIL', 'CHECKOUT_BALANCE_CHANGED');
  }
}

export async function deleteBoughtCartLines(tx: Tx, memberId: number, shops: ShopPlan[]): Promise<void> {
  const ids = shops.flatMap((s) => s.lines.map((l) => l.cartId)).filter((id) => id > 0);
  if (ids.length) await deleteLines(tx, memberId, ids);
}

/** The pay row of the shops' orders: what is left to pay after the balance, named by the first goods. */
/** The pay row of a payment number; `paidBy` writes it already paid (nothing left to pay for its orders). */
export async function insertShopsPay(
  tx: Tx,
  memberId: number,
  no: string,
  shops: ShopPlan[],
  now: number,
  paidBy?: string,
) {
  const payMoney = sumOf(shops, (s) => s.orderMoney - s.balanceMoney);
  const body = shops.map((s) => s.lines[0]?.row.skuName ?? '').join(', ');
  const siteId = shops.length === 1 ? shops[0]!.siteId : 0;
  await insertPay(tx, { memberId, siteId, outTradeNo: no, payMoney, body, paidBy }, now);
}

/**
 * Purchase limits are per member, so a member's checkouts are serialised on the member row and the limit is
 * counted again inside the transaction: two parallel checkouts cannot both pass a max_buy of 1.
 */
export async function recheckPurchaseLimits(tx: Tx, memberId: number, shops: ShopPlan[]): Promise<void> {
  const limited = shops.flatMap((s) => s.lines).filter((l) => l.row.maxBuy > 0);
  if (limited.length === 0) return;
  await lockMember(tx, memberId);
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
