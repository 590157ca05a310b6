import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const CATALOG = ['operator', 'catalog'] as const;

export const useCategoryTree = () =>
  useQuery({
    queryKey: [...CATALOG, 'categories'],
    queryFn: () => request<operator.AdminCategory[]>({ url: '/operator/api/category/tree' }),
  });

export const useBrands = (filters: { search?: string; page: number; page_size: number }) =>
  useQuery({
    queryKey: [...CATALOG, 'brands', filters],
    queryFn: () =>
      request<Paged<operator.AdminBrand>>({ url: '/operator/api/brand/lists', data: { ...filters } }),
    placeholderData: keepPreviousData,
  });

/** A write of the catalog calls; the tree and the brand list are read again after it. */
export function useCatalogWrite<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: CATALOG }),
  });
}
