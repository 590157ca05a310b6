import { centsToMoney, toPaged, refund as contract, type Lang, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { currentRefundTimes } from '../order/index.ts';
import * as repo from './refund.repository.ts';
import { allowedTypes, applyMoney, applyStep } from './refund-apply.ts';
import { cancelStep, deliveryStep, holdLine, type RefundActor } from './refund-steps.ts';
import { logItem, reasonList, refundItem } from './refund-view.ts';
import { complainActionOf } from './complain.service.ts';

/* The buyer's after-sales calls (facts §3.1 /api/orderrefund/*): the member comes from the session. */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const S = contract.REFUND_STATUS;

async function buyer(db: Db, memberId: number): Promise<RefundActor> {
  return { way: 1, uid: memberId, name: await repo.selectUsername(db, memberId), role: 'member' };
}

/** What the apply page shows: the line, the amount it would ask for, the allowed types and the reasons. */
export async function refundData(
  db: Db,
  memberId: number,
  id: number,
  lang: Lang,
): Promise<contract.RefundData> {
  return db.transaction(async (tx) => {
    const h = await holdLine(tx, id, { memberId });
    const money = await applyMoney(tx, h);
    return {
      order_goods_info: refundItem(lang, h.line, h.refund, 'buyer', await currentRefundTimes(tx)),
      refund_money: centsToMoney(money.total),
      refund_type: allowedTypes(h.line),
      refund_reason_type: reasonList(lang),
    };
  });
}

export async function applyRefund(
  db: Db,
  memberId: number,
  input: {
    order_goods_id: number;
    refund_type: number;
    refund_reason: string;
    refund_remark: string;
    refund_images: string[];
  },
) {
  const who = await buyer(db, memberId);
  const applied = {
    refundType: input.refund_type,
    reason: input.refund_reason,
    remark: input.refund_remark,
    images: input.refund_images,
  };
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, input.order_goods_id, { memberId });
    await applyStep(tx, h, applied, who, nowSeconds());
  });
  return { order_goods_id: input.order_goods_id };
}

export async function cancelRefund(db: Db, memberId: number, id: number) {
  const who = await buyer(db, memberId);
  await db.transaction(async (tx) => cancelStep(tx, await holdLine(tx, id, { memberId }), who, nowSeconds()));
  return { order_goods_id: id };
}

export async function sendBack(
  db: Db,
  memberId: number,
  input: {
    order_goods_id: number;
    refund_delivery_name: string;
    refund_delivery_no: string;
    refund_delivery_remark: string;
  },
) {
  const who = await buyer(db, memberId);
  const sent = {
    name: input.refund_delivery_name,
    no: input.refund_delivery_no,
    remark: input.refund_delivery_remark,
  };
  await db.transaction(async (tx) =>
    deliveryStep(tx, await holdLine(tx, input.order_goods_id, { memberId }), sent, who, nowSeconds()),
  );
  return { order_goods_id: input.order_goods_id };
}

/** The refund page: the line, amounts, the return address while goods go back, the record newest first. */
export async function refundDetail(
  db: Db,
  memberId: number,
  id: number,
  lang: Lang,
): Promise<contract.RefundDetail> {
  const found = await repo.selectLine(db, id, { memberId });
  if (!found?.refund) throw new AppError('NOT_FOUND', 'REFUND_NOT_FOUND');
  const item = refundItem(lang, found.line, found.refund, 'buyer', await currentRefundTimes(db));
  const waitsReturn = found.line.refundStatus === S.WAIT_RETURN;
  return {
    ...item,
    shop_address: waitsReturn
      ? found.refund.refundAddress || (await repo.selectShopAddress(db, found.line.siteId))
      : '',
    complain_action: await complainActionOf(db, found.line),
    refund_log_list: (await repo.selectLogs(db, id)).map((l) => logItem(lang, l)),
  };
}

/** /member/activist: every line of the member in after-sales, the newest step first. */
export async function refundList(
  db: Db,
  memberId: number,
  q: { page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.RefundItem>> {
  const page = await repo.selectLinePage(db, { memberId }, { page: q.page, pageSize: q.page_size });
  const times = await currentRefundTimes(db);
  return toPaged(
    page.list.map((r) => refundItem(lang, r.line, r.refund, 'buyer', times)),
    page.count,
    q.page_size,
  );
}
