import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchantShop, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const COUPONS = ['merchant', 'coupons'] as const;

export interface CouponFilters {
  keyword?: string;
  status?: number;
}

export const useCouponTypes = (page: number, filters: CouponFilters) =>
  useQuery({
    queryKey: [...COUPONS, page, filters],
    queryFn: () =>
      request<Paged<merchantShop.ShopCouponType>>({
        url: '/merchant/api/coupon/lists',
        data: { page, page_size: 10, ...filters },
      }),
  });

export function useAddCouponType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<merchantShop.ShopCouponType>({ url: '/merchant/api/coupon/add', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: COUPONS }),
  });
}

export function useStopCouponType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coupon_type_id: number) =>
      request<merchantShop.ShopCouponType>({ url: '/merchant/api/coupon/stop', data: { coupon_type_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: COUPONS }),
  });
}
