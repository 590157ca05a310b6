import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const SHOPS = ['operator', 'shops'] as const;

export interface ShopFilters {
  search?: string;
  shop_status?: 0 | 1;
  page: number;
  page_size: number;
}

export const useShopList = (filters: ShopFilters) =>
  useQuery({
    queryKey: [...SHOPS, filters],
    queryFn: () =>
      request<Paged<operator.ShopRow>>({ url: '/operator/api/shop/lists', data: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export function useSetShopStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { site_id: number; shop_status: 0 | 1 }) =>
      request<operator.ShopRow>({ url: '/operator/api/shop/status', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: SHOPS }),
  });
}
