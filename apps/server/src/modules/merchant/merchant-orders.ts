import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { centsToMoney, toPaged, type merchant, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { expressCompany, order, orderGoods } from '../../db/schema/index.ts';

const TAB_STATUS: Record<Exclude<(typeof merchant.MERCHANT_ORDER_TABS)[number], 'all'>, number> = {
  waitpay: 0,
  waitsend: 1,
  waitpickup: 2,
  shipped: 3,
  received: 4,
  closed: -1,
};

type OrderRow = typeof order.$inferSelect;
type LineRow = typeof orderGoods.$inferSelect;

function toMerchantOrder(o: OrderRow, lines: LineRow[]): merchant.MerchantOrder {
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    order_type: o.orderType,
    order_status: o.orderStatus,
    delivery_type: o.deliveryType,
    pay_money: centsToMoney(o.payMoney),
    order_money: centsToMoney(o.orderMoney),
    name: o.name,
    mobile: o.mobile,
    address: o.address,
    full_address: o.fullAddress,
    create_time: o.createTime,
    pay_time: o.payTime,
    delivery_time: o.deliveryTime,
    goods: lines
      .filter((l) => l.orderId === o.orderId)
      .map((l) => ({
        order_goods_id: l.orderGoodsId,
        sku_id: l.skuId,
        sku_name: l.skuName,
        num: l.num,
        delivery_status: l.deliveryStatus,
        refund_status: l.refundStatus,
      })),
  };
}

/** The shop's orders, newest first, with their lines read in one more query. */
export async function listShopOrders(
  db: Db,
  siteId: number,
  input: {
    order_status: (typeof merchant.MERCHANT_ORDER_TABS)[number];
    order_no?: string;
    page: number;
    page_size: number;
  },
): Promise<Paged<merchant.MerchantOrder>> {
  const conds: SQL[] = [eq(order.siteId, siteId)];
  if (input.order_status !== 'all') conds.push(eq(order.orderStatus, TAB_STATUS[input.order_status]));
  if (input.order_no) conds.push(eq(order.orderNo, input.order_no));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(order).where(where);
  const rows = await db
    .select()
    .from(order)
    .where(where)
    .orderBy(desc(order.orderId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const ids = rows.map((r) => r.orderId);
  const lines = ids.length ? await db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)) : [];
  return toPaged(
    rows.map((o) => toMerchantOrder(o, lines)),
    total?.n ?? 0,
    input.page_size,
  );
}

export async function expressCompanies(db: Db): Promise<merchant.ExpressCompany[]> {
  const rows = await db.select().from(expressCompany).orderBy(expressCompany.sort, expressCompany.companyId);
  return rows.map((r) => ({ company_id: r.companyId, company_name: r.companyName }));
}
