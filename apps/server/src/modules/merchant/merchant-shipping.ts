import type { Lang, merchant } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  confirmPickup,
  shipByExpress,
  shipByLocal,
  shippableOrder,
  type OrderRow,
  type ShipResult,
} from '../order/index.ts';
import * as repo from './merchant.repository.ts';

/*
 * The merchant's shipping calls: the order module checks and moves the order (shippable, lines, package, status,
 * log); the merchant module adds what only it knows, the express companies, and the audit row of each change.
 */

const answer = (r: ShipResult): merchant.MerchantShipResult => ({
  order_id: r.orderId,
  order_status: r.orderStatus,
  package_id: r.packageId,
});

const statusOf = (o: OrderRow) => ({ order_no: o.orderNo, order_status: o.orderStatus });

export function shipExpress(
  db: Db,
  who: ShopContext,
  input: merchant.MerchantExpressShipInput,
  lang: Lang,
): Promise<merchant.MerchantShipResult> {
  return db.transaction(async (tx) => {
    const o = await shippableOrder(tx, who, input.order_id, 'express');
    const company = await repo.selectExpressCompany(tx, input.express_company_id);
    if (!company) throw new AppError('FAIL', 'MERCHANT_EXPRESS_UNKNOWN');
    const shipment = {
      lineIds: input.order_goods_ids,
      companyName: company.companyName,
      deliveryNo: input.delivery_no,
    };
    const result = answer(await shipByExpress(tx, o, shipment, who, lang));
    await who.audit(tx, {
      target: 'order',
      targetId: o.orderId,
      before: statusOf(o),
      after: {
        ...result,
        order_goods_ids: input.order_goods_ids,
        express_company: company.companyName,
        delivery_no: input.delivery_no,
      },
    });
    return result;
  });
}

export function shipLocal(
  db: Db,
  who: ShopContext,
  input: merchant.MerchantLocalShipInput,
  lang: Lang,
): Promise<merchant.MerchantShipResult> {
  return db.transaction(async (tx) => {
    const o = await shippableOrder(tx, who, input.order_id, 'local');
    const shipment = { deliverer: input.deliverer, delivererMobile: input.deliverer_mobile };
    const result = answer(await shipByLocal(tx, o, shipment, who, lang));
    await who.audit(tx, {
      target: 'order',
      targetId: o.orderId,
      before: statusOf(o),
      after: { ...result, deliverer: input.deliverer, deliverer_mobile: input.deliverer_mobile },
    });
    return result;
  });
}

/** The member shows the pickup code at the store: a pickup order awaiting pickup (2) is picked up (4). */
export function pickUp(
  db: Db,
  who: ShopContext,
  code: string,
): Promise<{ order_id: number; order_status: number }> {
  return db.transaction(async (tx) => {
    const r = await confirmPickup(tx, who, code);
    const after = { order_id: r.orderId, order_status: r.orderStatus };
    await who.audit(tx, { target: 'order', targetId: r.orderId, before: { order_status: 2 }, after });
    return after;
  });
}
