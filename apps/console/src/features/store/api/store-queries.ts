import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchantShop, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const STORES = ['merchant', 'stores'] as const;

/** A store as the console lists it: with the region its cascader chose. */
export interface StoreRow extends merchantShop.PickupStore {
  province: number;
  city: number;
  district: number;
  address: string;
}

export interface StoreFilters {
  keyword?: string;
  status?: number;
}

export const useStores = (page: number, filters: StoreFilters) =>
  useQuery({
    queryKey: [...STORES, page, filters],
    queryFn: () =>
      request<Paged<StoreRow>>({
        url: '/merchant/api/store/lists',
        data: { page, page_size: 10, ...filters },
      }),
  });

function useStoreWrite<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: STORES }),
  });
}

export const useSaveStore = () => useStoreWrite<Record<string, unknown>>('/merchant/api/store/save');
export const useStoreStatus = () =>
  useStoreWrite<{ store_id: number; status: number }>('/merchant/api/store/status');
export const useDeleteStore = () => useStoreWrite<{ store_id: number }>('/merchant/api/store/delete');
