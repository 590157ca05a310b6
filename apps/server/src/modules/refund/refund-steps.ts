import crypto from 'node:crypto';
import { refund as contract } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import {
  lockOrderForRefund,
  moveLineRefund,
  syncRefundLock,
  type OrderRole,
  type OrderRow,
} from '../order/index.ts';
import * as repo from './refund.repository.ts';

/*
 * The refund state machine of one order line (facts §3.1). Every step holds the order row's lock (so steps on
 * one order, from the buyer, the shop, the platform and the timers, run one after another), moves the line's
 * refund_status with a guarded update on the statuses it leaves, and writes the negotiation record. A step whose
 * line is no longer where it expects refuses with REFUND_STATE_CHANGED and changes nothing.
 */

const S = contract.REFUND_STATUS;

/** Who acts: action_way 1 buyer, 2 seller, 3 platform (the operator and the timers). */
export interface RefundActor {
  way: 1 | 2 | 3;
  uid: number;
  name: string;
  role: OrderRole;
}
export const TIMER: RefundActor = { way: 3, uid: 0, name: '', role: 'system' };

export interface Held {
  line: repo.LineView;
  refund: repo.RefundRow | null;
  order: OrderRow;
}

/** Reads the line as its owner sees it and takes its order's lock; another's line reads as not found. */
export async function holdLine(tx: Tx, orderGoodsId: number, owner: repo.LineOwner): Promise<Held> {
  const first = await repo.selectLine(tx, orderGoodsId, owner);
  if (!first) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  const order = await lockOrderForRefund(tx, first.line.orderId);
  const held = await repo.selectLine(tx, orderGoodsId, owner);
  if (!order || !held) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  return { ...held, order };
}

/** What the negotiation record says happened: the key of its text (REFUND_LOG_<action>). */
export type LogAction =
  | 'apply'
  | 'cancel'
  | 'agree'
  | 'agreeReturn'
  | 'refuse'
  | 'delivery'
  | 'receive'
  | 'refuseReceipt'
  | 'transfer'
  | 'autoAgree'
  | 'autoReceive'
  | 'autoCancel'
  | 'complain'
  | 'complainCancel'
  | 'complainAgree'
  | 'complainRefuse';

/** The guarded move plus its record; refuses when the line left `from` meanwhile. */
export async function step(
  tx: Tx,
  h: Held,
  move: { from: readonly number[]; to: number; action: LogAction; remark?: string },
  who: RefundActor,
  now: number,
): Promise<void> {
  if (!move.from.includes(h.line.refundStatus)) throw new AppError('FAIL', 'REFUND_STATE_CHANGED');
  if (!(await moveLineRefund(tx, h.line.orderGoodsId, move.from, move.to))) {
    throw new AppError('FAIL', 'REFUND_STATE_CHANGED');
  }
  await log(tx, h.line.orderGoodsId, move.to, move.action, who, now, move.remark);
  h.line.refundStatus = move.to;
}

export async function log(
  tx: Tx,
  orderGoodsId: number,
  status: number,
  action: LogAction,
  who: RefundActor,
  now: number,
  remark = '',
): Promise<void> {
  await repo.insertLog(tx, {
    orderGoodsId,
    refundStatus: status,
    action,
    actionWay: who.way,
    actionUserid: who.uid,
    username: who.name.slice(0, 60),
    remark: remark.slice(0, 255),
    actionTime: now,
  });
}

/** The order is locked while any of its lines has a refund under way (facts §3.1). */
export const syncLock = (tx: Tx, h: Held, who: RefundActor, now: number) =>
  syncRefundLock(tx, h.order.orderId, { role: who.role, uid: who.uid }, now);

/** refund_no: time, random digits (facts §3.1: YYYYMMDDhhmmss + random). */
export function refundNumber(now: number): string {
  const d = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${d}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** The buyer revokes (from applied, waiting for the return, or refused): the line may be applied for again. */
export async function cancelStep(
  tx: Tx,
  h: Held,
  who: RefundActor,
  now: number,
  action: LogAction = 'cancel',
) {
  await step(tx, h, { from: [S.APPLIED, S.WAIT_RETURN, S.REFUSED], to: S.NONE, action }, who, now);
  await repo.updateRefund(tx, h.line.orderGoodsId, { actionTime: now });
  await syncLock(tx, h, who, now);
}

/**
 * The shop (or the platform) agrees, with an amount no higher than asked: refund only → to be paid (2); return
 * and refund → the buyer sends the goods back to the shop's address (4).
 */
export async function agreeStep(
  tx: Tx,
  h: Held,
  money: number | undefined,
  who: RefundActor,
  now: number,
  auto = false,
) {
  const r = h.refund;
  if (!r) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  if (money !== undefined && money > r.refundApplyMoney) throw new AppError('FAIL', 'REFUND_MONEY_RAISED');
  const returns = r.refundType === 2;
  const action: LogAction = auto ? 'autoAgree' : returns ? 'agreeReturn' : 'agree';
  await step(tx, h, { from: [S.APPLIED], to: returns ? S.WAIT_RETURN : S.AGREED, action }, who, now);
  const refundAddress = returns ? await repo.selectShopAddress(tx, h.line.siteId) : '';
  const refundRealMoney = money ?? r.refundApplyMoney;
  await repo.updateRefund(tx, h.line.orderGoodsId, { refundRealMoney, refundAddress, actionTime: now });
  if (h.refund) Object.assign(h.refund, { refundRealMoney, refundAddress });
}

/** The shop refuses the application (1) or the returned goods (5): the buyer may apply again or revoke. */
export async function refuseStep(tx: Tx, h: Held, reason: string, who: RefundActor, now: number) {
  const action: LogAction = h.line.refundStatus === S.RETURNED ? 'refuseReceipt' : 'refuse';
  await step(tx, h, { from: [S.APPLIED, S.RETURNED], to: S.REFUSED, action, remark: reason }, who, now);
  await repo.updateRefund(tx, h.line.orderGoodsId, {
    refundRefuseReason: reason,
    refundAddress: '',
    refundDeliveryName: '',
    refundDeliveryNo: '',
    refundDeliveryRemark: '',
    actionTime: now,
  });
  await syncLock(tx, h, who, now);
}

/** The buyer enters the logistics of the goods sent back (4 → 5). */
export async function deliveryStep(
  tx: Tx,
  h: Held,
  input: { name: string; no: string; remark: string },
  who: RefundActor,
  now: number,
) {
  await step(
    tx,
    h,
    { from: [S.WAIT_RETURN], to: S.RETURNED, action: 'delivery', remark: input.no },
    who,
    now,
  );
  await repo.updateRefund(tx, h.line.orderGoodsId, {
    refundDeliveryName: input.name,
    refundDeliveryNo: input.no,
    refundDeliveryRemark: input.remark,
    actionTime: now,
  });
}

/** The shop confirms it received the returned goods (5 → 6). */
export async function receiveStep(tx: Tx, h: Held, who: RefundActor, now: number, auto = false) {
  await step(
    tx,
    h,
    { from: [S.RETURNED], to: S.RECEIVED, action: auto ? 'autoReceive' : 'receive' },
    who,
    now,
  );
  await repo.updateRefund(tx, h.line.orderGoodsId, { actionTime: now });
}
