import type { Paged, recharge } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { request } from '../../../lib/request.ts';
import { MEMBER_KEY } from '../../account/index.ts';

export const PACKAGES_URL = '/memberrecharge/api/memberrecharge/page';
export const PACKAGE_URL = '/memberrecharge/api/memberrecharge/info';
export const ORDERS_URL = '/memberrecharge/api/order/page';

export function usePackages() {
  return useQuery({
    queryKey: [PACKAGES_URL],
    queryFn: () => request<Paged<recharge.RechargePackage>>({ url: PACKAGES_URL, data: { page_size: 100 } }),
  });
}

export function usePackage(id: number) {
  return useQuery({
    queryKey: [PACKAGE_URL, id],
    queryFn: () => request<recharge.RechargePackage>({ url: PACKAGE_URL, data: { recharge_id: id } }),
    enabled: id > 0,
    retry: false,
  });
}

/** My top-up orders, under the member key so a payment reads them again. */
export function useRechargeOrders(page: number, pageSize: number) {
  return useQuery({
    queryKey: [MEMBER_KEY, ORDERS_URL, page],
    queryFn: () =>
      request<Paged<recharge.RechargeOrder>>({
        url: ORDERS_URL,
        data: { page, page_size: pageSize },
        forceLogin: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Buys a package: the server makes the top-up order and its payment; the member pays on /pay like an order. */
export function useBuyPackage() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (rechargeId: number) =>
      request<string>({
        url: '/memberrecharge/api/ordercreate/create',
        data: { recharge_id: rechargeId },
        forceLogin: true,
      }),
    onSuccess: (code) => void navigate(`/pay?code=${encodeURIComponent(code)}`),
  });
}
