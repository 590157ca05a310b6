import type { order, Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';

const KEY = ['member-order'] as const;
export const ORDER_PAGE_SIZE = 5;
export type OrderTabKey = 'all' | order.OrderTab;

/** Detail adds the consignee, invoice, pickup and receipt-time fields to the list's order. */
export type OrderDetail = order.OrderSummary & {
  name: string;
  mobile: string;
  telephone: string;
  full_address: string;
  address: string;
  buyer_message: string;
  buyer_ask_delivery_time: string;
  invoice_delivery_money: string;
  is_invoice: number;
  invoice_type: number;
  invoice_title_type: number;
  invoice_title: string;
  taxpayer_number: string;
  invoice_rate: number;
  invoice_content: string;
  invoice_full_address: string;
  invoice_email: string;
  delivery_store_name: string;
  /** JSON text of the pickup store, '' for other orders (read with lib/json-text when shown). */
  delivery_store_info: order.DeliveryStoreInfoText;
  delivery_code: string;
  pay_type_name: string;
  is_enable_refund: number;
  promotion_type_name: string;
  /** The spend-more-save-more step the order reached, null when none. */
  manjian_info: order.OrderManjian | null;
  platform_coupon_total_money: string;
  /** Path of a QR picture of delivery_code ('' when there is none). */
  pickup: string;
  /** The write-off code of a paid virtual order ('' otherwise), and whether the shop has written it off. */
  virtual_code: string;
  virtual_verified: number;
  virtual_verify_time: number;
  delivery_time: number;
  sign_time: number;
  finish_time: number;
  take_delivery_execute_time: number;
};

export interface OrderPackage {
  package_name: string;
  express_company_name: string;
  delivery_no: string;
  delivery_type: number;
  goods_list: { sku_id?: number; sku_name: string; sku_image: string; num: number }[];
  trace: { success: boolean; list: { datetime: number | string; remark: string }[] };
}

export const useOrderList = (tab: OrderTabKey, page: number) =>
  useQuery({
    queryKey: [...KEY, 'list', tab, page],
    queryFn: () =>
      request<Paged<order.OrderSummary>>({
        url: '/api/order/lists',
        data: { order_status: tab, page, page_size: ORDER_PAGE_SIZE },
        forceLogin: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOrderCounts = () =>
  useQuery({
    queryKey: [...KEY, 'num'],
    queryFn: () => request<Record<string, number>>({ url: '/api/order/num', forceLogin: true, silent: true }),
    staleTime: 0,
  });

export const useOrderDetail = (orderId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'detail', orderId],
    queryFn: () =>
      request<OrderDetail>({ url: '/api/order/detail', data: { order_id: orderId }, forceLogin: true }),
    enabled: orderId !== undefined,
    retry: false,
    staleTime: 0,
  });

export const useOrderPackages = (orderId: number | undefined) =>
  useQuery({
    queryKey: [...KEY, 'package', orderId],
    queryFn: () =>
      request<OrderPackage[]>({ url: '/api/order/package', data: { order_id: orderId }, forceLogin: true }),
    enabled: orderId !== undefined,
    retry: false,
  });

async function write(url: string, orderId: number): Promise<void> {
  try {
    await request<number>({ url, data: { order_id: orderId }, forceLogin: true });
  } finally {
    // Refused or not, the list shows what the server now holds.
    await queryClient.invalidateQueries({ queryKey: KEY });
  }
}

export const orderApi = {
  close: (orderId: number) => write('/api/order/close', orderId),
  takeDelivery: (orderId: number) => write('/api/order/takedelivery', orderId),
  extendTakeDelivery: (orderId: number) => write('/api/order/extendtakedelivery', orderId),
  /** A payment number for unpaid orders: the current one when it still covers exactly them (so a repeat is harmless). */
  pay: (orderIds: number[]) =>
    request<string>({ url: '/api/order/pay', data: { order_ids: orderIds.join(',') }, forceLogin: true }),
};

/** The detail route of an order's kind (spec §2): pickup, local delivery, virtual, or the common one. */
export function detailPathOf(o: Pick<order.OrderSummary, 'order_id' | 'order_type'>): string {
  const page =
    { 2: 'order_detail_pickup', 3: 'order_detail_local_delivery', 4: 'order_detail_virtual' }[o.order_type] ??
    'order_detail';
  return `/member/${page}?order_id=${o.order_id}`;
}
