import { and, eq, sql } from 'drizzle-orm';
import { toPaged, type Lang, type order as contract, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { order } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { closeOrder } from './order-close.ts';
import * as repo from './order.repository.ts';
import { writeLog } from './order-transitions.ts';
import { orderDetail, orderSummary } from './order-view.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** facts §2.5: the member may move the automatic receipt once, by 3 days. */
const EXTEND_SECONDS = 3 * 86_400;
/** Receipt is automatic this long after shipping when the shop's setting is unknown (facts §2.5: 14 days). */
const AUTO_TAKE_DELIVERY_SECONDS = 14 * 86_400;

async function ownOrder(db: Db, memberId: number, orderId: number) {
  const row = await repo.selectOwnOrder(db, memberId, orderId);
  if (!row) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
  return row;
}

export async function listOrders(
  db: Db,
  memberId: number,
  input: { order_status: contract.OrderTab | 'all' | ''; page: number; page_size: number },
  lang: Lang,
): Promise<Paged<contract.OrderSummary>> {
  const { rows, count } = await repo.selectOrderPage(
    db,
    memberId,
    input.order_status,
    input.page,
    input.page_size,
  );
  const goods = await repo.selectGoodsOf(
    db,
    rows.map((o) => o.orderId),
  );
  return toPaged(
    rows.map((o) => orderSummary(lang, o, goods)),
    count,
    input.page_size,
  );
}

/** /api/order/num: only the asked tabs are answered, as the original does. */
export async function countOrders(db: Db, memberId: number, tabs: string): Promise<Record<string, number>> {
  const counts = await repo.selectTabCounts(db, memberId);
  const asked = tabs.split(',').filter((t): t is keyof typeof counts => t in counts);
  return Object.fromEntries(asked.map((t) => [t, counts[t]]));
}

export async function orderDetailOf(db: Db, memberId: number, orderId: number, lang: Lang) {
  const o = await ownOrder(db, memberId, orderId);
  return orderDetail(lang, o, await repo.selectGoodsOf(db, [orderId]));
}

export async function closeOwnOrder(db: Db, memberId: number, orderId: number): Promise<number> {
  await closeOrder(db, memberId, await ownOrder(db, memberId, orderId));
  return orderId;
}

/** Confirms receipt of a shipped order (3 → 4): it can now be reviewed (facts §2.5 take delivery). */
export async function takeDelivery(db: Db, memberId: number, orderId: number): Promise<number> {
  const o = await ownOrder(db, memberId, orderId);
  const now = nowSeconds();
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(order)
      .set({ orderStatus: 4, signTime: now, isEvaluate: 1, evaluateStatus: 0, deliveryStatus: 2 })
      .where(
        and(
          eq(order.orderId, orderId),
          eq(order.memberId, memberId),
          eq(order.orderStatus, 3),
          eq(order.isLock, 0),
        ),
      )
      .returning({ id: order.orderId });
    if (rows.length === 0) throw new AppError('FAIL', o.isLock ? 'ORDER_LOCKED' : 'ORDER_STATE_CHANGED');
    await writeLog(
      tx,
      [{ orderId, actionWay: 'memberTakeDelivery', fromStatus: 3, toStatus: 4 }],
      { module: 'member', uid: memberId },
      now,
    );
  });
  return orderId;
}

/** Moves the automatic receipt of a shipped order by 3 days, once per order (guarded on extend_times = 0). */
export async function extendTakeDelivery(db: Db, memberId: number, orderId: number): Promise<number> {
  const o = await ownOrder(db, memberId, orderId);
  if (o.extendTimes > 0) throw new AppError('FAIL', 'ORDER_EXTEND_ONCE');
  const now = nowSeconds();
  const base = sql`case when ${order.takeDeliveryExecuteTime} > 0 then ${order.takeDeliveryExecuteTime}
    else greatest(${order.deliveryTime}, ${now - AUTO_TAKE_DELIVERY_SECONDS}) + ${AUTO_TAKE_DELIVERY_SECONDS} end`;
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(order)
      .set({
        takeDeliveryExecuteTime: sql`${base} + ${EXTEND_SECONDS}`,
        extendTimes: sql`${order.extendTimes} + 1`,
      })
      .where(
        and(
          eq(order.orderId, orderId),
          eq(order.memberId, memberId),
          eq(order.orderStatus, 3),
          eq(order.extendTimes, 0),
          eq(order.isLock, 0),
        ),
      )
      .returning({ id: order.orderId });
    if (rows.length === 0)
      throw new AppError(
        'FAIL',
        o.orderStatus === 3 && !o.isLock ? 'ORDER_EXTEND_ONCE' : 'ORDER_STATE_CHANGED',
      );
    await writeLog(
      tx,
      [{ orderId, actionWay: 'extendTakeDelivery', fromStatus: 3, toStatus: 3 }],
      { module: 'member', uid: memberId },
      now,
    );
  });
  return orderId;
}

/** /api/order/package: the packages of a shipped order with what each holds (facts §6 order/package). */
export async function orderPackages(db: Db, memberId: number, orderId: number) {
  await ownOrder(db, memberId, orderId);
  const rows = await repo.selectPackages(db, memberId, orderId);
  if (rows.length === 0) throw new AppError('FAIL', 'ORDER_NO_PACKAGE');
  return rows.map((p) => ({
    package_name: p.packageName,
    express_company_name: p.expressCompanyName,
    delivery_no: p.deliveryNo,
    delivery_type: p.deliveryType,
    goods_list: p.goodsList,
    // No logistics provider is connected: the trace holds what the mall itself knows, the shipping event.
    trace: {
      success: true,
      reason: '',
      status: 1,
      status_name: '',
      list: [{ datetime: p.createTime, remark: p.packageName }],
    },
  }));
}
