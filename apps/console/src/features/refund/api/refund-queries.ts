import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, payment, refund } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

/* The shop's refunds (/merchant/api/refund/*) and the platform's complaints (/operator/api/complain/*). */

const REFUNDS = ['merchant', 'refunds'] as const;
const COMPLAINTS = ['operator', 'complaints'] as const;
export type ShopRefund = refund.RefundItem & { member_name: string };
export type ListStatus = 'waiting' | 'all';

export const useShopRefunds = (page: number, status: ListStatus) =>
  useQuery({
    queryKey: [...REFUNDS, page, status],
    queryFn: () =>
      request<Paged<ShopRefund>>({
        url: '/merchant/api/refund/lists',
        data: { page, page_size: 10, status },
      }),
  });

export const useShopRefundDetail = (id: number) =>
  useQuery({
    queryKey: [...REFUNDS, 'detail', id],
    queryFn: () =>
      request<refund.RefundDetail>({ url: '/merchant/api/refund/detail', data: { order_goods_id: id } }),
  });

/** One step on a refund (agree, refuse, receive, transfer); the lists and details reload after it. */
export function useRefundStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, ...data }: { step: string; order_goods_id: number } & Record<string, unknown>) =>
      request<unknown>({ url: `/merchant/api/refund/${step}`, data }),
    onSettled: () => client.invalidateQueries({ queryKey: REFUNDS }),
  });
}

export const useComplaints = (page: number, status: ListStatus) =>
  useQuery({
    queryKey: [...COMPLAINTS, page, status],
    queryFn: () =>
      request<Paged<refund.ComplainItem>>({
        url: '/operator/api/complain/lists',
        data: { page, page_size: 10, status },
      }),
  });

export function useComplainDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      step,
      ...data
    }: { step: 'agree' | 'refuse'; order_goods_id: number } & Record<string, unknown>) =>
      request<unknown>({ url: `/operator/api/complain/${step}`, data }),
    onSettled: () => client.invalidateQueries({ queryKey: COMPLAINTS }),
  });
}

const PAY_REFUNDS = ['operator', 'pay-refunds'] as const;
export type PayRefundFilter = 'given_up' | 'all';

/** Refunds through the payment provider (pay_refund): the given-up ones by default. */
export const usePayRefunds = (page: number, status: PayRefundFilter) =>
  useQuery({
    queryKey: [...PAY_REFUNDS, page, status],
    queryFn: () =>
      request<Paged<payment.PayRefundItem>>({
        url: '/operator/api/payrefund/lists',
        data: { page, page_size: 10, status },
      }),
  });

export function usePayRefundRetry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<unknown>({ url: '/operator/api/payrefund/retry', data: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: PAY_REFUNDS }),
  });
}
