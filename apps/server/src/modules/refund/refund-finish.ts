import { refund as contract } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { returnStock } from '../catalog/index.ts';
import { takeBackRefund } from '../member/index.ts';
import { closeIfAllRefunded } from '../order/index.ts';
import { requestProviderRefund } from '../payment/index.ts';
import { ledgerNote, returnBalance } from '../wallet/index.ts';
import { runLineRefundedHook } from './refund-hooks.ts';
import * as repo from './refund.repository.ts';
import { splitRefund } from './refund-money.ts';
import { takeBackOrderGifts } from './refund-take-back.ts';
import { step, syncLock, type Held, type LogAction, type RefundActor } from './refund-steps.ts';

const S = contract.REFUND_STATUS;

/** Statuses a refund may be paid from: agreed (refund only), goods received, or any open one when forced. */
export const PAYABLE = [S.AGREED, S.RECEIVED] as const;
export const FORCEABLE = [S.APPLIED, S.AGREED, S.WAIT_RETURN, S.RETURNED, S.RECEIVED, S.REFUSED] as const;

/**
 * Pays a refund (facts §3.1 transfer → 3) in the caller's transaction: the line moves once (guarded), the money
 * splits into the balance part (back through the wallet) and the provider part (a pay_refund row, sent after
 * commit), stock comes back when the shop chose so (virtual goods always), the order unlocks and closes when
 * every line is refunded (taking back what the order gave). Answers whether a provider refund is waiting to be sent.
 */
export async function finishStep(
  tx: Tx,
  h: Held,
  opts: { from: readonly number[]; refundStock: boolean; action?: LogAction },
  who: RefundActor,
  now: number,
): Promise<boolean> {
  const r = h.refund;
  if (!r) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  await step(tx, h, { from: opts.from, to: S.DONE, action: opts.action ?? 'transfer' }, who, now);
  const done = (await repo.selectDoneRefunds(tx, h.order.orderId, h.line.orderGoodsId)).map(
    ({ refund: d }) => ({
      real: d.refundRealMoney,
      balance: d.refundBalanceMoney,
      pay: d.refundPayMoney,
    }),
  );
  const asked = r.refundRealMoney > 0 ? r.refundRealMoney : r.refundApplyMoney;
  const parts = splitRefund(h.order, done, asked);
  const cause = { fromType: 'refund', remark: ledgerNote('refundOf', h.line.orderNo) };
  await returnBalance(
    tx,
    h.line.memberId,
    { tag: r.refundNo, stored: parts.stored, cash: parts.cash },
    cause,
    now,
  );
  if (parts.pay > 0) {
    const detail = `refund ${r.refundNo} of order ${h.line.orderNo}`;
    const req = {
      refundNo: r.refundNo,
      outTradeNo: h.order.outTradeNo,
      amount: parts.pay,
      siteId: h.line.siteId,
      detail,
    };
    await requestProviderRefund(tx, req, now);
  }
  await takeBackRefund(tx, h.line.memberId, parts.real);
  const stock = opts.refundStock || h.line.isVirtual === 1;
  if (stock) await returnStock(tx, [{ skuId: h.line.skuId, goodsId: h.line.goodsId, num: h.line.num }]);
  const refunded = { skuId: h.line.skuId, num: h.line.num, stockBack: stock };
  await runLineRefundedHook(tx, h.order, refunded, now);
  await repo.updateRefund(tx, h.line.orderGoodsId, {
    refundRealMoney: parts.real,
    refundBalanceMoney: parts.balance,
    refundPayMoney: parts.pay,
    isRefundStock: stock ? 1 : 0,
    refundTime: now,
    actionTime: now,
  });
  await syncLock(tx, h, who, now);
  const closed = await closeIfAllRefunded(tx, h.order.orderId, { role: who.role, uid: who.uid }, now);
  if (closed) {
    const gifts = { orderId: h.order.orderId, orderNo: h.line.orderNo, memberId: h.line.memberId };
    await takeBackOrderGifts(tx, gifts, now);
  }
  return parts.pay > 0;
}
