import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const PLATFORM_COUPONS = ['operator', 'platform-coupons'] as const;

export interface PlatformCouponFilters {
  keyword?: string;
  status?: number;
}

export const usePlatformCouponTypes = (page: number, filters: PlatformCouponFilters) =>
  useQuery({
    queryKey: [...PLATFORM_COUPONS, page, filters],
    queryFn: () =>
      request<Paged<operator.AdminPlatformCouponType>>({
        url: '/operator/api/platformcoupon/lists',
        data: { page, page_size: 10, ...filters },
      }),
    placeholderData: keepPreviousData,
  });

/** Shops whose name holds the text, for choosing the shops a coupon is good for. */
export const useShopChoices = (search: string) =>
  useQuery({
    queryKey: ['operator', 'shop-choices', search],
    queryFn: () =>
      request<Paged<operator.ShopRow>>({
        url: '/operator/api/shop/lists',
        data: { page: 1, page_size: 20, ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export function useAddPlatformCouponType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<operator.AdminPlatformCouponType>({ url: '/operator/api/platformcoupon/add', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: PLATFORM_COUPONS }),
  });
}

export function useStopPlatformCouponType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platformcoupon_type_id: number) =>
      request<operator.AdminPlatformCouponType>({
        url: '/operator/api/platformcoupon/stop',
        data: { platformcoupon_type_id },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: PLATFORM_COUPONS }),
  });
}
