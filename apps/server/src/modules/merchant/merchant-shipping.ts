import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Lang, merchant } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { expressCompany, order, orderGoods, orderLog, orderPackage } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { paymentSettings } from '../payment/index.ts';
import type { MerchantIdentity } from './merchant-session.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
type OrderRow = typeof order.$inferSelect;

async function logMerchant(
  tx: Tx,
  who: MerchantIdentity,
  orderId: number,
  actionWay: string,
  from: number,
  to: number,
  remark: string,
  now: number,
) {
  await tx.insert(orderLog).values({
    orderId,
    actionWay,
    module: 'merchant',
    uid: who.merchantId,
    fromStatus: from,
    toStatus: to,
    remark: remark.slice(0, 255),
    createTime: now,
  });
}

/** Locks the shop's own order; another shop's order reads as not found. Shipping needs a paid, unlocked order. */
async function lockShippable(
  tx: Tx,
  who: MerchantIdentity,
  orderId: number,
  deliveryType: string,
): Promise<OrderRow> {
  const [o] = await tx
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.siteId, who.siteId)))
    .for('update');
  if (!o) throw new AppError('NOT_FOUND', 'MERCHANT_ORDER_NOT_FOUND');
  if (o.deliveryType !== deliveryType) throw new AppError('FAIL', 'MERCHANT_WRONG_DELIVERY_TYPE');
  if (o.orderStatus !== 1 || o.isLock === 1) throw new AppError('FAIL', 'MERCHANT_NOT_SHIPPABLE');
  return o;
}

/** Marks the chosen waiting lines shipped (refunded ones cannot be, facts §2.5); all or nothing. */
async function shipLines(tx: Tx, orderId: number, lineIds: number[] | 'all') {
  const chosen = lineIds === 'all' ? [] : [inArray(orderGoods.orderGoodsId, lineIds)];
  const shipped = await tx
    .update(orderGoods)
    .set({ deliveryStatus: 1 })
    .where(
      and(
        eq(orderGoods.orderId, orderId),
        eq(orderGoods.deliveryStatus, 0),
        ne(orderGoods.refundStatus, 3),
        ...chosen,
      ),
    )
    .returning();
  if (shipped.length === 0 || (lineIds !== 'all' && shipped.length !== lineIds.length)) {
    throw new AppError('FAIL', 'MERCHANT_LINES_INVALID');
  }
  return shipped.map((l) => ({ sku_id: l.skuId, num: l.num, sku_name: l.skuName, sku_image: l.skuImage }));
}

/** When nothing is left to ship the order moves 1 → 3 and its automatic receipt is set (facts §2.5 ship). */
async function finishShipping(
  tx: Tx,
  who: MerchantIdentity,
  o: OrderRow,
  now: number,
  remark: string,
): Promise<number> {
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderGoods)
    .where(
      and(
        eq(orderGoods.orderId, o.orderId),
        eq(orderGoods.deliveryStatus, 0),
        ne(orderGoods.refundStatus, 3),
      ),
    );
  if ((left?.n ?? 0) > 0) {
    await tx.update(order).set({ deliveryStatus: 1 }).where(eq(order.orderId, o.orderId));
    await logMerchant(tx, who, o.orderId, 'orderDelivery', 1, 1, remark, now);
    return 1;
  }
  const receiveAt = now + paymentSettings().autoReceiveSeconds;
  await tx
    .update(order)
    .set({ orderStatus: 3, deliveryStatus: 2, deliveryTime: now, takeDeliveryExecuteTime: receiveAt })
    .where(and(eq(order.orderId, o.orderId), eq(order.orderStatus, 1)));
  await logMerchant(tx, who, o.orderId, 'orderDelivery', 1, 3, remark, now);
  return 3;
}

export async function shipExpress(
  db: Db,
  who: MerchantIdentity,
  input: merchant.MerchantExpressShipInput,
  lang: Lang,
): Promise<merchant.MerchantShipResult> {
  const now = nowSeconds();
  return db.transaction(async (tx) => {
    const o = await lockShippable(tx, who, input.order_id, 'express');
    const [company] = await tx
      .select()
      .from(expressCompany)
      .where(eq(expressCompany.companyId, input.express_company_id));
    if (!company) throw new AppError('FAIL', 'MERCHANT_EXPRESS_UNKNOWN');
    const goodsList = await shipLines(tx, o.orderId, input.order_goods_ids);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderPackage)
      .where(eq(orderPackage.orderId, o.orderId));
    const [pkg] = await tx
      .insert(orderPackage)
      .values({
        orderId: o.orderId,
        memberId: o.memberId,
        siteId: o.siteId,
        packageName: `${translate(lang, 'MERCHANT_PACKAGE_EXPRESS')} ${n + 1}`,
        expressCompanyName: company.companyName,
        deliveryNo: input.delivery_no,
        deliveryType: 1,
        goodsList,
        createTime: now,
      })
      .returning({ id: orderPackage.id });
    const status = await finishShipping(tx, who, o, now, `${company.companyName} ${input.delivery_no}`);
    return { order_id: o.orderId, order_status: status, package_id: pkg!.id };
  });
}

export async function shipLocal(
  db: Db,
  who: MerchantIdentity,
  input: merchant.MerchantLocalShipInput,
  lang: Lang,
): Promise<merchant.MerchantShipResult> {
  const now = nowSeconds();
  return db.transaction(async (tx) => {
    const o = await lockShippable(tx, who, input.order_id, 'local');
    const goodsList = await shipLines(tx, o.orderId, 'all');
    const [pkg] = await tx
      .insert(orderPackage)
      .values({
        orderId: o.orderId,
        memberId: o.memberId,
        siteId: o.siteId,
        packageName: translate(lang, 'MERCHANT_PACKAGE_LOCAL'),
        expressCompanyName: input.deliverer,
        deliveryNo: input.deliverer_mobile,
        deliveryType: 0,
        goodsList,
        createTime: now,
      })
      .returning({ id: orderPackage.id });
    const status = await finishShipping(tx, who, o, now, `${input.deliverer} ${input.deliverer_mobile}`);
    return { order_id: o.orderId, order_status: status, package_id: pkg!.id };
  });
}

/** The member shows the pickup code at the store: a pickup order awaiting pickup (2) is picked up (4). */
export async function confirmPickup(
  db: Db,
  who: MerchantIdentity,
  code: string,
): Promise<{ order_id: number; order_status: number }> {
  const now = nowSeconds();
  return db.transaction(async (tx) => {
    const [o] = await tx
      .update(order)
      .set({ orderStatus: 4, signTime: now, isEvaluate: 1, evaluateStatus: 0, deliveryStatus: 2 })
      .where(
        and(
          eq(order.siteId, who.siteId),
          eq(order.deliveryCode, code),
          eq(order.orderType, 2),
          eq(order.orderStatus, 2),
          eq(order.isLock, 0),
        ),
      )
      .returning({ orderId: order.orderId });
    if (!o) throw new AppError('FAIL', 'MERCHANT_PICKUP_CODE_INVALID');
    await tx.update(orderGoods).set({ deliveryStatus: 2 }).where(eq(orderGoods.orderId, o.orderId));
    await logMerchant(tx, who, o.orderId, 'pickup', 2, 4, '', now);
    return { order_id: o.orderId, order_status: 4 };
  });
}
