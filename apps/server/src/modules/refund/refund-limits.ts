import { refund as contract, type operator } from '@mall/contracts';

/*
 * Which of the platform's refund time limits (REFUND_TIMES_CONFIG) runs while a line waits in a status, counted
 * from the refund's last step: the shop's answer to an application and its payment of an agreed refund, its
 * receipt of returned goods, and a refusal the buyer leaves alone. A status without a timer answers 0.
 */

const S = contract.REFUND_STATUS;

export function limitDays(times: operator.RefundTimes, status: number): number {
  if (status === S.APPLIED || status === S.AGREED) return times.refund_auto_agree_days;
  if (status === S.RETURNED) return times.refund_auto_receive_days;
  if (status === S.REFUSED) return times.refund_auto_cancel_days;
  return 0;
}

/** When the platform acts on a line waiting since `actionTime` (unix seconds), or 0 when no timer runs. */
export function deadlineOf(times: operator.RefundTimes, status: number, actionTime: number): number {
  const days = limitDays(times, status);
  return days > 0 ? actionTime + days * 86_400 : 0;
}
