import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { cancelWaitingPays, insertPay, newOutTradeNo, selectWaitingPay } from '../payment/index.ts';
import * as lookup from './order-lookup.repository.ts';
import * as write from './order-write.repository.ts';

/**
 * /api/order/pay (facts §8): all given orders must be the member's and unpaid. The current out_trade_no is kept
 * when its waiting pay row covers exactly these orders with the same amount; otherwise the old pay rows are
 * cancelled and a new out_trade_no is made for these orders. The orders are locked first, so parallel calls
 * settle on one payment number.
 */
export async function repayOrders(db: Db, memberId: number, orderIds: number[]): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await lookup.lockMemberOrders(tx, memberId, orderIds);
    if (rows.length !== orderIds.length) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
    if (rows.some((o) => o.orderStatus !== 0)) throw new AppError('FAIL', 'ORDER_STATE_CHANGED');
    const total = rows.reduce((s, o) => s + o.payMoney, 0);
    const tradeNos = [...new Set(rows.map((o) => o.outTradeNo))];
    if (tradeNos.length === 1) {
      const current = await selectWaitingPay(tx, tradeNos[0]!);
      const sharing = await lookup.countOrdersOfTradeNo(tx, tradeNos[0]!);
      if (current && current.payMoney === total && sharing === rows.length) return current.outTradeNo;
    }
    const now = Math.floor(Date.now() / 1000);
    const fresh = newOutTradeNo(now, Math.min(...orderIds));
    await cancelWaitingPays(tx, tradeNos);
    await write.setOutTradeNo(tx, orderIds, fresh);
    const body = rows.map((o) => o.orderName).join(', ');
    const siteId = rows.length === 1 ? rows[0]!.siteId : 0;
    await insertPay(tx, { memberId, siteId, outTradeNo: fresh, payMoney: total, body }, now);
    return fresh;
  });
}
