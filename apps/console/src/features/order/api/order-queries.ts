import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchant, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const ORDERS = ['merchant', 'orders'] as const;

export interface OrderListFilters {
  order_status: string;
  order_no?: string;
  buyer?: string;
  start_time?: number;
  end_time?: number;
  page: number;
  page_size: number;
}

export const useOrderList = (filters: OrderListFilters) =>
  useQuery({
    queryKey: [...ORDERS, 'list', filters],
    queryFn: () =>
      request<Paged<merchant.MerchantOrder>>({
        url: '/merchant/api/order/lists',
        data: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });

export const useOrderDetail = (orderId: number) =>
  useQuery({
    queryKey: [...ORDERS, 'detail', orderId],
    queryFn: () =>
      request<merchant.MerchantOrderDetail>({
        url: '/merchant/api/order/detail',
        data: { order_id: orderId },
      }),
  });

export const useExpressCompanies = () =>
  useQuery({
    queryKey: ['merchant', 'express-companies'],
    queryFn: () => request<merchant.ExpressCompany[]>({ url: '/merchant/api/express/companies' }),
    staleTime: 10 * 60_000,
  });

/** A change of an order: afterwards every order view and the dashboard are read again. */
function useOrderChange<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) =>
      request<{ order_id: number; order_status: number }>({ url, data: { ...input } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchant'] }),
  });
}

export const useShipExpress = () =>
  useOrderChange<{
    order_id: number;
    order_goods_ids: string;
    express_company_id: number;
    delivery_no: string;
  }>('/merchant/api/order/delivery');
export const useShipLocal = () =>
  useOrderChange<{ order_id: number; deliverer: string; deliverer_mobile: string }>(
    '/merchant/api/order/localdelivery',
  );
export const usePickup = () => useOrderChange<{ delivery_code: string }>('/merchant/api/order/pickup');
