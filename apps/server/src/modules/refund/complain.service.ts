import { centsToMoney, refund as contract, toPaged, type Lang, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { ConsoleContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { currentRefundTimes } from '../order/index.ts';
import { sendRefundsSoon } from '../payment/index.ts';
import * as repo from './complain.repository.ts';
import * as refunds from './refund.repository.ts';
import { FORCEABLE, finishStep } from './refund-finish.ts';
import { holdLine, log, refundNumber, type RefundActor } from './refund-steps.ts';
import { logItem, reasonList, reasonName, refundItem, statusName } from './refund-view.ts';

/*
 * Platform rights protection (facts §3.2): the buyer asks the platform to step in while a refund is refused or
 * under way; one active complaint (1 applied, 2 agreed) per line; the operator agrees (the refund is forced and
 * paid at once) or refuses with a reason. Complaint statuses: 1 applied, 2 agreed, -1 refused, 0 cancelled.
 */

const S = contract.REFUND_STATUS;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const ACTIVE = [1, 2];

const canComplain = (refundStatus: number, c: repo.ComplainRow | undefined) =>
  refundStatus !== S.NONE && refundStatus !== S.DONE && !(c && ACTIVE.includes(c.complainStatus));

export async function complainActionOf(db: Db, line: refunds.LineView): Promise<0 | 1> {
  return canComplain(line.refundStatus, await repo.selectComplain(db, line.orderGoodsId)) ? 1 : 0;
}

function complainInfo(lang: Lang, c: repo.ComplainRow): contract.ComplainInfo {
  return {
    order_goods_id: c.orderGoodsId,
    complain_no: c.complainNo,
    complain_status: c.complainStatus,
    complain_status_name: translate(lang, `COMPLAIN_STATUS_${c.complainStatus}` as MessageKey),
    complain_reason: c.complainReason,
    complain_reason_name: reasonName(lang, c.complainReason),
    complain_remark: c.complainRemark,
    complain_apply_money: centsToMoney(c.complainApplyMoney),
    complain_real_money: centsToMoney(c.complainRealMoney),
    complain_refuse_reason: c.complainRefuseReason,
    complain_apply_time: c.complainApplyTime,
    complain_time: c.complainTime,
    complain_action:
      c.complainStatus === 1
        ? ['cancel']
        : c.complainStatus === -1
          ? ['apply', 'cancel']
          : c.complainStatus === 0
            ? ['apply']
            : [],
  };
}

export async function complainDetail(
  db: Db,
  memberId: number,
  id: number,
  lang: Lang,
): Promise<contract.ComplainDetail> {
  const found = await refunds.selectLine(db, id, { memberId });
  if (!found?.refund) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  const c = await repo.selectComplain(db, id);
  const times = await currentRefundTimes(db);
  return {
    order_goods_info: refundItem(lang, found.line, found.refund, 'buyer', times),
    refund_money: centsToMoney(found.refund.refundRealMoney || found.refund.refundApplyMoney),
    refund_reason_type: reasonList(lang),
    complain_info: c ? complainInfo(lang, c) : null,
    refund_log_list: (await refunds.selectLogs(db, id)).map((l) => logItem(lang, l)),
  };
}

async function buyer(db: Db, memberId: number): Promise<RefundActor> {
  return { way: 1, uid: memberId, name: await refunds.selectUsername(db, memberId), role: 'member' };
}

export async function applyComplain(
  db: Db,
  memberId: number,
  input: { order_goods_id: number; complain_reason: string; complain_remark: string },
) {
  if (!(contract.REFUND_REASONS as readonly string[]).includes(input.complain_reason)) {
    throw new AppError('FAIL', 'REFUND_REASON_REQUIRED');
  }
  const who = await buyer(db, memberId);
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, input.order_goods_id, { memberId });
    if (!h.refund || !canComplain(h.line.refundStatus, await repo.selectComplain(tx, h.line.orderGoodsId))) {
      throw new AppError(
        'FAIL',
        h.refund && h.line.refundStatus !== S.DONE && h.line.refundStatus !== S.NONE
          ? 'COMPLAIN_ACTIVE'
          : 'COMPLAIN_NOT_ALLOWED',
      );
    }
    const now = nowSeconds();
    const applied = await repo.upsertComplain(tx, {
      orderGoodsId: h.line.orderGoodsId,
      orderId: h.line.orderId,
      siteId: h.line.siteId,
      memberId,
      complainNo: refundNumber(now),
      complainStatus: 1,
      complainReason: input.complain_reason,
      complainRemark: input.complain_remark,
      complainApplyMoney: h.refund.refundApplyMoney,
      complainRealMoney: 0,
      complainRefuseReason: '',
      complainApplyTime: now,
      complainTime: 0,
    });
    if (!applied) throw new AppError('FAIL', 'COMPLAIN_ACTIVE');
    await log(tx, h.line.orderGoodsId, h.line.refundStatus, 'complain', who, now, input.complain_remark);
  });
  return { order_goods_id: input.order_goods_id };
}

export async function cancelComplain(db: Db, memberId: number, id: number) {
  const who = await buyer(db, memberId);
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, id, { memberId });
    const now = nowSeconds();
    const moved =
      (await repo.moveComplain(tx, id, 1, { complainStatus: 0 })) ||
      (await repo.moveComplain(tx, id, -1, { complainStatus: 0 }));
    if (!moved) throw new AppError('FAIL', 'REFUND_STATE_CHANGED');
    await log(tx, id, h.line.refundStatus, 'complainCancel', who, now);
  });
  return { order_goods_id: id };
}

const platform = (ctx: ConsoleContext): RefundActor => ({
  way: 3,
  uid: ctx.accountId,
  name: ctx.accountName,
  role: 'platform',
});

export async function complainList(
  db: Db,
  q: { status: 'waiting' | 'all'; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.ComplainItem>> {
  const page = await repo.selectComplainPage(db, {
    statuses: q.status === 'waiting' ? [1] : undefined,
    page: q.page,
    pageSize: q.page_size,
  });
  const list = page.list.map((r) => ({
    ...complainInfo(lang, r.complain),
    complain_action: r.complain.complainStatus === 1 ? ['agree', 'refuse'] : [],
    member_name: r.memberName ?? '',
    site_name: r.siteName,
    order_no: r.orderNo,
    sku_name: r.skuName,
    sku_image: r.skuImage,
    refund_status: r.refundStatus,
    refund_status_name: statusName(lang, r.refundStatus),
    refund_reason_name: r.refundReason ? reasonName(lang, r.refundReason) : '',
    refund_remark: r.refundRemark ?? '',
    refund_images: Array.isArray(r.refundImages) ? (r.refundImages as string[]) : [],
  }));
  return toPaged(list, page.count, q.page_size);
}

/** The operator decides for the buyer: the refund is forced (→ 3) and paid now (facts §3.2). */
export async function agreeComplain(db: Db, ctx: ConsoleContext, id: number) {
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, id, 'platform');
    const now = nowSeconds();
    if (!(await repo.moveComplain(tx, id, 1, { complainStatus: 2, complainTime: now }))) {
      throw new AppError('FAIL', 'REFUND_STATE_CHANGED');
    }
    await finishStep(
      tx,
      h,
      { from: FORCEABLE, refundStock: false, action: 'complainAgree' },
      platform(ctx),
      now,
    );
    const paid = (await refunds.selectLine(tx, id, 'platform'))?.refund?.refundRealMoney ?? 0;
    await repo.moveComplain(tx, id, 2, { complainStatus: 2, complainRealMoney: paid });
    await ctx.audit(tx, {
      target: 'order_complain',
      targetId: id,
      before: { complain_status: 1 },
      after: { complain_status: 2, refund_status: 3 },
    });
  });
  sendRefundsSoon(db);
  return { order_goods_id: id };
}

export async function refuseComplain(db: Db, ctx: ConsoleContext, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, id, 'platform');
    const now = nowSeconds();
    if (
      !(await repo.moveComplain(tx, id, 1, {
        complainStatus: -1,
        complainTime: now,
        complainRefuseReason: reason,
      }))
    ) {
      throw new AppError('FAIL', 'REFUND_STATE_CHANGED');
    }
    await log(tx, id, h.line.refundStatus, 'complainRefuse', platform(ctx), now, reason);
    await ctx.audit(tx, {
      target: 'order_complain',
      targetId: id,
      before: { complain_status: 1 },
      after: { complain_status: -1 },
    });
  });
  return { order_goods_id: id };
}
