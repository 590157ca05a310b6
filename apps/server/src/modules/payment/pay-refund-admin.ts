import { centsToMoney, toPaged, type payment } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { ConsoleContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sendRefundsSoon } from './pay-refund.ts';
import * as repo from './pay-refund.repository.ts';
import { lockPay } from './pay.repository.ts';

/* The operator's view of refunds through the provider: the ones given up after their tries, retried by hand. */

const item = (r: repo.PayRefundRow): payment.PayRefundItem => ({
  id: r.id,
  refund_no: r.refundNo,
  out_trade_no: r.outTradeNo,
  pay_type: r.payType,
  site_id: r.siteId,
  refund_fee: centsToMoney(r.refundFee),
  total_money: centsToMoney(r.totalMoney),
  refund_detail: r.refundDetail,
  status: r.status,
  attempts: r.attempts,
  create_time: r.createTime,
  finish_time: r.finishTime,
});

export async function payRefundList(
  db: Db,
  q: { status: 'given_up' | 'all'; page: number; page_size: number },
) {
  const page = await repo.selectPayRefundPage(db, {
    givenUpOnly: q.status === 'given_up',
    page: q.page,
    pageSize: q.page_size,
  });
  return toPaged(page.list.map(item), page.count, q.page_size);
}

/**
 * Sends a given-up refund again: it goes back to the sender's queue with fresh tries and is sent at once after
 * commit. The payment row is locked first so two retries of one payment cannot both pass the "not more than
 * paid" check. A refund that is not given up (sent meanwhile, or retried by someone else) is refused.
 */
export async function retryPayRefund(db: Db, ctx: ConsoleContext, id: number) {
  await db.transaction(async (tx) => {
    const row = await repo.selectPayRefund(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'NOT_FOUND');
    await lockPay(tx, row.outTradeNo);
    if (!(await repo.reviveGivenUpRefund(tx, id))) throw new AppError('FAIL', 'PAY_REFUND_NOT_GIVEN_UP');
    await ctx.audit(tx, {
      target: 'pay_refund',
      targetId: id,
      before: { status: 2, attempts: row.attempts },
      after: { status: 0, attempts: 0 },
    });
  });
  sendRefundsSoon(db);
  return { id };
}
