import { giveShopCoupon } from '../../modules/coupon/index.ts';
import type { loyalty } from '@mall/contracts';
import { giveConsumeReward } from '../../modules/loyalty/index.ts';
import { countPaidOrders } from '../../modules/member/index.ts';
import { givePoints, ledgerNote } from '../../modules/wallet/index.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** What the rewards read of a just-paid order: its row as the payment's update answered it (no second read). */
export interface PaidOrder {
  orderId: number;
  orderNo: string;
  memberId: number;
  siteId: number;
  manjianInfo: unknown;
  orderMoney: number;
}

/** The money and number of the orders per member (a checkout's orders are one member's). */
function paidPerMember(orders: PaidOrder[]): Map<number, { cents: number; orders: number }> {
  const out = new Map<number, { cents: number; orders: number }>();
  for (const o of orders) {
    const sum = out.get(o.memberId) ?? { cents: 0, orders: 0 };
    out.set(o.memberId, { cents: sum.cents + o.orderMoney, orders: sum.orders + 1 });
  }
  return out;
}

/**
 * Gives what the manjian steps of just-paid orders promise (facts §5.5): points through the wallet, a shop
 * coupon through the coupon module. Runs in the payment's transaction, once per order, because an order is
 * paid only once. `consume`: the consumption rules when the caller read them already (through the read cache).
 */
export async function giveManjianRewards(
  tx: Tx,
  orders: PaidOrder[],
  now: number,
  consume?: loyalty.ConsumeRules,
): Promise<void> {
  // The consumption reward when the operator gives it at payment (facts §4.5 return_point_status 'pay').
  await giveConsumeReward(tx, orders, 'pay', now, consume);
  for (const [memberId, paid] of paidPerMember(orders)) await countPaidOrders(tx, memberId, paid);
  for (const o of orders) {
    const info = (o.manjianInfo ?? {}) as Record<string, unknown>;
    const point = int(info.point);
    const coupon = int(info.coupon);
    if (point > 0) {
      const cause = { fromType: 'manjian', remark: ledgerNote('manjianGift'), tag: o.orderNo };
      await givePoints(tx, o.memberId, point, cause, now);
    }
    if (coupon > 0) {
      const gift = { memberId: o.memberId, typeId: coupon, siteId: o.siteId, orderId: o.orderId };
      await giveShopCoupon(tx, gift, now);
    }
  }
}
