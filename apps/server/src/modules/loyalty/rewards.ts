import type { Tx } from '../../platform/jobs/job-runner.ts';
import { giveReward, ledgerNote } from '../wallet/index.ts';
import type { loyalty } from '@mall/contracts';
import { consumeRules, registerReward } from './loyalty-config.ts';

/** One paid order as the consumption reward sees it: who, which number, the money paid (cents). */
export interface RewardOrder {
  memberId: number;
  orderNo: string;
  orderMoney: number;
}

/**
 * The consumption reward (facts §4.5 memberconsume): at the configured stage (pay, receive or complete) an order
 * gives the integer part of rate % of its money (in yuan) as points, and of the growth rate as growth. Each
 * stage happens once per order (its status change is guarded), so the reward is given once. `known`: the rules
 * when the caller has them already (the payment path reads them through the read cache before its transaction).
 */
export async function giveConsumeReward(
  tx: Tx,
  orders: RewardOrder[],
  stage: 'pay' | 'receive' | 'complete',
  now: number,
  known?: loyalty.ConsumeRules,
): Promise<void> {
  if (orders.length === 0) return;
  const rules = known ?? (await consumeRules(tx));
  if (rules.is_use !== 1 || rules.return_point_status !== stage) return;
  for (const o of orders) {
    const reward = {
      point: Math.floor((o.orderMoney * rules.return_point_rate) / 10_000),
      growth: Math.floor((o.orderMoney * rules.return_growth_rate) / 10_000),
    };
    const cause = { fromType: 'memberconsume', remark: ledgerNote('shoppingReward'), tag: o.orderNo };
    await giveReward(tx, o.memberId, reward, cause, now);
  }
}

/**
 * The registration reward (facts §4.5 memberregister): points and growth once, in the transaction that creates
 * the member (the account module's), so the two happen together or not at all.
 */
export async function giveRegisterReward(tx: Tx, memberId: number, now: number): Promise<void> {
  const rules = await registerReward(tx);
  if (rules.is_use !== 1 || rules.point + rules.growth === 0) return;
  const cause = { fromType: 'register', remark: ledgerNote('registerReward'), tag: String(memberId) };
  await giveReward(tx, memberId, { point: rules.point, growth: rules.growth }, cause, now);
}
