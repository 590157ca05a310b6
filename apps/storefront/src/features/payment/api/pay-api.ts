import type { payment } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export const PAID = 2;
const POLL_MS = 1000;

/** The member's pay row for a payment number (facts §8 /api/pay/info). */
export const usePayInfo = (code: string | null) =>
  useQuery({
    queryKey: ['pay-info', code],
    queryFn: () =>
      request<payment.PayInfo>({ url: '/api/pay/info', data: { out_trade_no: code }, forceLogin: true }),
    enabled: !!code,
    staleTime: 0,
    retry: false,
  });

export const usePayTypes = () =>
  useQuery({
    queryKey: ['pay-types'],
    queryFn: () => request<payment.PayTypeList>({ url: '/api/pay/type' }),
    staleTime: 60_000,
  });

/** Polls the pay status every second while `polling` (facts §8: the pay page asks once a second). */
export const usePayStatus = (code: string | null, polling: boolean) =>
  useQuery({
    queryKey: ['pay-status', code],
    queryFn: () =>
      request<payment.PayStatus>({
        url: '/api/pay/status',
        data: { out_trade_no: code },
        forceLogin: true,
        silent: true,
      }),
    enabled: !!code && polling,
    refetchInterval: POLL_MS,
    staleTime: 0,
  });

/** Starts paying with a provider: answers the cashier address to open in a new window. */
export const startPay = (code: string, payType: string) =>
  request<payment.PayStart>({
    url: '/api/pay/pay',
    data: { out_trade_no: code, pay_type: payType },
    forceLogin: true,
  });
