import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodsSku, order, orderGoods, orderLog, pay } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

export type DbOrTx = Db | Tx;
export type Actor = { module: 'member' | 'shop' | 'system'; uid: number };

export async function writeLog(
  tx: DbOrTx,
  rows: { orderId: number; actionWay: string; fromStatus: number; toStatus: number }[],
  actor: Actor,
  now: number,
  remark = '',
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderLog).values(rows.map((r) => ({ ...r, ...actor, remark, createTime: now })));
}

/**
 * 12 characters a clerk can read out (no 0/O, 1/I), drawn from the system's secure random source: the pickup
 * code of a paid pickup order, the write-off code of a virtual one. 32 letters divide 256, so each byte picks
 * one evenly: 60 bits, not guessable.
 */
export function verifyCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(crypto.randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Gives a paid virtual order its write-off code (facts §2.5 pay: order.virtual_code). A code another order
 * already holds is drawn again; the unique index stays the last word should two payments draw the same code
 * at the same moment. Answers the code.
 */
export async function giveVirtualCode(tx: DbOrTx, orderId: number, draw = verifyCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = draw();
    const [row] = await tx
      .update(order)
      .set({ virtualCode: code })
      .where(
        and(
          eq(order.orderId, orderId),
          eq(order.virtualCode, ''),
          sql`not exists (select 1 from ${order} o2 where o2.virtual_code = ${code} and o2.virtual_code <> '')`,
        ),
      )
      .returning({ code: order.virtualCode });
    if (row) return row.code;
  }
  throw new Error(`no free write-off code for order ${orderId}`);
}

/**
 * Pays one unpaid order per its type (facts §2.5 pay): express/local → 1, pickup → 2 with a pickup code,
 * virtual → 4 at once. Guarded on status 0, so a closed or already paid order is left alone (answers false).
 */
export async function payOrder(tx: DbOrTx, orderId: number, payType: string, actor: Actor, now: number) {
  const [row] = await tx
    .update(order)
    .set({
      orderStatus: sql`case ${order.orderType} when 2 then 2 when 4 then 4 else 1 end`,
      payStatus: 1,
      payType,
      payTime: now,
      isEnableRefund: 1,
      deliveryCode: sql`case ${order.orderType} when 2 then ${verifyCode()} else ${order.deliveryCode} end`,
      signTime: sql`case ${order.orderType} when 4 then ${now} else ${order.signTime} end`,
      isEvaluate: sql`case ${order.orderType} when 4 then 1 else ${order.isEvaluate} end`,
    })
    .where(and(eq(order.orderId, orderId), eq(order.orderStatus, 0)))
    .returning({ toStatus: order.orderStatus, orderType: order.orderType });
  if (!row) return false;
  if (row.orderType === 4) await giveVirtualCode(tx, orderId);
  await tx.execute(sql`update ${goodsSku} s set sale_num = s.sale_num + g.n
    from (select sku_id, sum(num)::int n from ${orderGoods} where order_id = ${orderId} group by sku_id) g
    where s.sku_id = g.sku_id`);
  await writeLog(tx, [{ orderId, actionWay: 'orderPay', fromStatus: 0, toStatus: row.toStatus }], actor, now);
  return true;
}

/**
 * Marks a payment number paid (facts §8 onlinePay): only a waiting or paying pay row moves to 2, then every
 * unpaid order carrying that out_trade_no is paid. Answers false when it was already paid or is unknown, so a
 * replayed notification changes nothing. Call it inside the caller's transaction.
 */
export async function markOutTradeNoPaid(
  tx: DbOrTx,
  input: { outTradeNo: string; payType: string; tradeNo?: string },
  now: number,
): Promise<boolean> {
  const [paid] = await tx
    .update(pay)
    .set({ payStatus: 2, payType: input.payType, tradeNo: input.tradeNo ?? '', payTime: now })
    .where(and(eq(pay.outTradeNo, input.outTradeNo), inArray(pay.payStatus, [0, 1])))
    .returning({ memberId: pay.memberId });
  if (!paid) return false;
  const orders = await tx
    .select({ orderId: order.orderId })
    .from(order)
    .where(and(eq(order.outTradeNo, input.outTradeNo), eq(order.orderStatus, 0)));
  for (const o of orders) await payOrder(tx, o.orderId, input.payType, { module: 'system', uid: 0 }, now);
  return true;
}
