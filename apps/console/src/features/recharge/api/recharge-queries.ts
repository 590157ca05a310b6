import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, recharge } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const RECHARGE = ['operator', 'recharge'] as const;

export const usePackages = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...RECHARGE, page],
    queryFn: () =>
      request<Paged<recharge.RechargePackage>>({
        url: '/operator/api/recharge/lists',
        data: { page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** A write of the package calls; the list is read again after it. */
export function usePackageWrite<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECHARGE }),
  });
}
