import type { Lang } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as lines from './order-lines.repository.ts';
import * as lookup from './order-lookup.repository.ts';
import { moveOrder, shopActor, type Actor, type ShopActor } from './order-move.ts';
import { checkTransition } from './order-transitions.ts';
import { currentOrderSettings } from './order.settings.ts';
import type { OrderRow } from './order-write.repository.ts';

/**
 * The shop's own order, locked for the rest of the transaction, if it can ship by this delivery type: another
 * shop's order reads as not found; shipping needs a paid, unlocked order (the transition table's 'ship').
 */
export async function shippableOrder(
  tx: Tx,
  shop: ShopActor,
  orderId: number,
  deliveryType: 'express' | 'local',
): Promise<OrderRow> {
  const o = await lookup.lockShopOrder(tx, shop.siteId, orderId);
  if (!o) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
  if (o.deliveryType !== deliveryType) throw new AppError('FAIL', 'ORDER_WRONG_DELIVERY_TYPE');
  if (!checkTransition(o, 'ship', 'shop').allowed) throw new AppError('FAIL', 'ORDER_NOT_SHIPPABLE');
  return o;
}

/** Marks the chosen waiting lines shipped (refunded ones cannot be, facts §2.5); all or nothing. */
async function shipLines(tx: Tx, orderId: number, lineIds: number[] | 'all') {
  const shipped = await lines.shipWaitingLines(tx, orderId, lineIds);
  if (shipped.length === 0 || (lineIds !== 'all' && shipped.length !== lineIds.length)) {
    throw new AppError('FAIL', 'ORDER_LINES_NOT_WAITING');
  }
  return shipped.map((l) => ({ sku_id: l.skuId, num: l.num, sku_name: l.skuName, sku_image: l.skuImage }));
}

/**
 * While lines still wait the order stays "to ship" (1 → 1); when none is left it is shipped (1 → 3) and its
 * automatic receipt is set (facts §2.5 ship). Answers the order's status.
 */
async function finishShipping(tx: Tx, o: OrderRow, actor: Actor, now: number, remark: string) {
  if ((await lines.countWaitingLines(tx, o.orderId)) > 0) {
    await moveOrder(tx, o, { action: 'shipPart', actor, now, remark, changes: { deliveryStatus: 1 } });
    return 1;
  }
  const receiveAt = now + (await currentOrderSettings(tx)).autoReceiveSeconds;
  const changes = { deliveryStatus: 2, deliveryTime: now, takeDeliveryExecuteTime: receiveAt };
  await moveOrder(tx, o, { action: 'ship', actor, now, remark, changes });
  return 3;
}

export interface ShipResult {
  orderId: number;
  orderStatus: number;
  packageId: number;
}

/** Ships chosen lines of an express order as one numbered package ("Package 2") with its tracking number. */
export async function shipByExpress(
  tx: Tx,
  o: OrderRow,
  input: { lineIds: number[]; companyName: string; deliveryNo: string },
  shop: ShopActor,
  lang: Lang,
): Promise<ShipResult> {
  const now = Math.floor(Date.now() / 1000);
  const goodsList = await shipLines(tx, o.orderId, input.lineIds);
  const n = await lines.countPackages(tx, o.orderId);
  const packageId = await lines.insertPackage(tx, {
    orderId: o.orderId,
    memberId: o.memberId,
    siteId: o.siteId,
    packageName: `${translate(lang, 'ORDER_PACKAGE_EXPRESS')} ${n + 1}`,
    expressCompanyName: input.companyName,
    deliveryNo: input.deliveryNo,
    deliveryType: 1,
    goodsList,
    createTime: now,
  });
  const remark = `${input.companyName} ${input.deliveryNo}`;
  return {
    orderId: o.orderId,
    orderStatus: await finishShipping(tx, o, shopActor(shop), now, remark),
    packageId,
  };
}

/** Ships every line of a local-delivery order with its deliverer (a package without logistics). */
export async function shipByLocal(
  tx: Tx,
  o: OrderRow,
  input: { deliverer: string; delivererMobile: string },
  shop: ShopActor,
  lang: Lang,
): Promise<ShipResult> {
  const now = Math.floor(Date.now() / 1000);
  const goodsList = await shipLines(tx, o.orderId, 'all');
  const packageId = await lines.insertPackage(tx, {
    orderId: o.orderId,
    memberId: o.memberId,
    siteId: o.siteId,
    packageName: translate(lang, 'ORDER_PACKAGE_LOCAL'),
    expressCompanyName: input.deliverer,
    deliveryNo: input.delivererMobile,
    deliveryType: 0,
    goodsList,
    createTime: now,
  });
  const remark = `${input.deliverer} ${input.delivererMobile}`;
  return {
    orderId: o.orderId,
    orderStatus: await finishShipping(tx, o, shopActor(shop), now, remark),
    packageId,
  };
}
