import { centsToMoney, toPaged, type merchant, type Paged } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  selectShopOrderDetail,
  selectShopOrderPage,
  selectShopOrderStats,
  type OrderGoodsRow,
  type OrderRow,
} from '../order/index.ts';
import * as repo from './merchant.repository.ts';
import { countShopRefundsWaiting } from '../refund/index.ts';

const TAB_STATUS: Record<Exclude<(typeof merchant.MERCHANT_ORDER_TABS)[number], 'all'>, number> = {
  waitpay: 0,
  waitsend: 1,
  waitpickup: 2,
  shipped: 3,
  received: 4,
  closed: -1,
};

const line = (l: OrderGoodsRow): merchant.MerchantOrderLine => ({
  order_goods_id: l.orderGoodsId,
  sku_id: l.skuId,
  sku_name: l.skuName,
  sku_image: l.skuImage,
  price: centsToMoney(l.price),
  num: l.num,
  delivery_status: l.deliveryStatus,
  refund_status: l.refundStatus,
});

function toMerchantOrder(o: OrderRow, lines: OrderGoodsRow[]): merchant.MerchantOrder {
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
    member_id: o.memberId,
    goods_num: o.goodsNum,
    goods: lines.filter((l) => l.orderId === o.orderId).map(line),
  };
}

/** The shop's orders, newest first, with their lines. */
export async function listShopOrders(
  db: Db,
  siteId: number,
  input: merchant.MerchantOrderListInput,
): Promise<Paged<merchant.MerchantOrder>> {
  const { rows, lines, count } = await selectShopOrderPage(db, siteId, {
    orderStatus: input.order_status === 'all' ? undefined : TAB_STATUS[input.order_status],
    orderNo: input.order_no,
    createdFrom: input.start_time,
    createdTo: input.end_time,
    buyer: input.buyer,
    page: input.page,
    pageSize: input.page_size,
  });
  return toPaged(
    rows.map((o) => toMerchantOrder(o, lines)),
    count,
    input.page_size,
  );
}

/** One order of the shop: lines, consignee, invoice, packages and log. The pickup code stays the member's. */
export async function shopOrderDetail(
  db: Db,
  siteId: number,
  orderId: number,
): Promise<merchant.MerchantOrderDetail> {
  const found = await selectShopOrderDetail(db, siteId, orderId);
  if (!found) throw new AppError('NOT_FOUND', 'ORDER_NOT_FOUND');
  const { row: o, lines, packages, log } = found;
  return {
    ...toMerchantOrder(o, lines),
    buyer_message: o.buyerMessage,
    goods_money: centsToMoney(o.goodsMoney),
    delivery_money: centsToMoney(o.deliveryMoney),
    coupon_money: centsToMoney(o.couponMoney + o.platformCouponMoney),
    invoice_money: centsToMoney(o.invoiceMoney + o.invoiceDeliveryMoney),
    is_lock: o.isLock,
    is_invoice: o.isInvoice,
    invoice_type: o.invoiceType,
    invoice_title_type: o.invoiceTitleType,
    invoice_title: o.invoiceTitle,
    taxpayer_number: o.taxpayerNumber,
    invoice_content: o.invoiceContent,
    invoice_full_address: o.invoiceFullAddress,
    invoice_email: o.invoiceEmail,
    delivery_store_name: o.deliveryStoreName,
    sign_time: o.signTime,
    finish_time: o.finishTime,
    close_time: o.closeTime,
    packages: packages.map((p) => ({
      package_id: p.id,
      package_name: p.packageName,
      express_company_name: p.expressCompanyName,
      delivery_no: p.deliveryNo,
      delivery_type: p.deliveryType,
      create_time: p.createTime,
      goods_list: p.goodsList as merchant.MerchantOrderPackage['goods_list'],
    })),
    log: log.map((l) => ({
      action_way: l.actionWay,
      module: l.module,
      from_status: l.fromStatus,
      to_status: l.toStatus,
      remark: l.remark,
      create_time: l.createTime,
    })),
  };
}

/** Local midnight of the server's time zone, as unix seconds ("today" on the dashboard). */
function startOfToday(now = new Date()): number {
  return Math.floor(new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime() / 1000);
}

export async function shopDashboard(db: Db, siteId: number): Promise<merchant.MerchantDashboard> {
  const stats = await selectShopOrderStats(db, siteId, startOfToday());
  return {
    wait_send: stats.waitSend,
    wait_pickup: stats.waitPickup,
    refund_waiting: await countShopRefundsWaiting(db, siteId),
    today_order_count: stats.paidCount,
    today_sales: centsToMoney(stats.paidMoney),
  };
}

export async function expressCompanies(db: Db): Promise<merchant.ExpressCompany[]> {
  const rows = await repo.selectExpressCompanies(db);
  return rows.map((r) => ({ company_id: r.companyId, company_name: r.companyName }));
}
