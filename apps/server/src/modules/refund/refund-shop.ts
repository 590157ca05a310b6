import { toPaged, type Lang, type Paged, type refund as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { currentRefundTimes } from '../order/index.ts';
import { sendRefundsSoon } from '../payment/index.ts';
import * as repo from './refund.repository.ts';
import { finishStep, PAYABLE } from './refund-finish.ts';
import { agreeStep, holdLine, receiveStep, refuseStep, type Held, type RefundActor } from './refund-steps.ts';
import { logItem, refundItem } from './refund-view.ts';

/*
 * The shop's after-sales calls (/merchant/api/refund/*): the shop comes from the session, another shop's line
 * reads as not found, and every step leaves an audit row in its transaction.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const WAITING = [1, 2, 5, 6];

const seller = (ctx: ShopContext): RefundActor => ({
  way: 2,
  uid: ctx.accountId,
  name: ctx.accountName,
  role: 'shop',
});
const statusOf = (h: Held) => ({ refund_status: h.line.refundStatus, refund_no: h.refund?.refundNo ?? '' });

export async function shopRefundList(
  db: Db,
  siteId: number,
  q: { status: 'waiting' | 'all'; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.RefundItem & { member_name: string }>> {
  const statuses = q.status === 'waiting' ? WAITING : undefined;
  const page = await repo.selectLinePage(db, { siteId }, { statuses, page: q.page, pageSize: q.page_size });
  const times = await currentRefundTimes(db);
  const list = page.list.map((r) => ({
    ...refundItem(lang, r.line, r.refund, 'shop', times),
    member_name: r.memberName ?? '',
  }));
  return toPaged(list, page.count, q.page_size);
}

export async function shopRefundDetail(
  db: Db,
  siteId: number,
  id: number,
  lang: Lang,
): Promise<contract.RefundDetail> {
  return db.transaction(async (tx) => {
    const h = await holdLine(tx, id, { siteId });
    const times = await currentRefundTimes(tx);
    return {
      ...refundItem(lang, h.line, h.refund, 'shop', times),
      shop_address: h.refund?.refundAddress ?? '',
      complain_action: 0,
      refund_log_list: (await repo.selectLogs(tx, id)).map((l) => logItem(lang, l)),
    };
  });
}

/** One audited step on the shop's own line. */
async function shopStep(db: Db, ctx: ShopContext, id: number, act: (tx: Tx, h: Held) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    const h = await holdLine(tx, id, { siteId: ctx.siteId });
    const before = statusOf(h);
    await act(tx, h);
    await ctx.audit(tx, { target: 'order_goods', targetId: id, before, after: statusOf(h) });
  });
  return { order_goods_id: id };
}

export const agreeRefund = (db: Db, ctx: ShopContext, id: number, money: number | undefined) =>
  shopStep(db, ctx, id, (tx, h) => agreeStep(tx, h, money, seller(ctx), nowSeconds()));

export const refuseRefund = (db: Db, ctx: ShopContext, id: number, reason: string) =>
  shopStep(db, ctx, id, (tx, h) => refuseStep(tx, h, reason, seller(ctx), nowSeconds()));

export const receiveReturn = (db: Db, ctx: ShopContext, id: number) =>
  shopStep(db, ctx, id, (tx, h) => receiveStep(tx, h, seller(ctx), nowSeconds()));

/** Pays the refund (2 or 6 → 3); money through the provider is sent once the transaction committed. */
export async function transferRefund(db: Db, ctx: ShopContext, id: number, refundStock: boolean) {
  const done = await shopStep(db, ctx, id, (tx, h) =>
    finishStep(tx, h, { from: PAYABLE, refundStock }, seller(ctx), nowSeconds()),
  );
  sendRefundsSoon(db);
  return done;
}
