import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, settle } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const APPLIES = ['operator', 'shopapply'] as const;
export const APPLY_PAGE_SIZE = 20;
export type ApplyFilter = 'all' | '0' | '1' | '-1';

export const useApplyList = (status: ApplyFilter, page: number) =>
  useQuery({
    queryKey: [...APPLIES, status, page],
    queryFn: () =>
      request<Paged<settle.ShopApplyRow>>({
        url: '/operator/api/shopapply/lists',
        data: { apply_status: status === 'all' ? '' : Number(status), page, page_size: APPLY_PAGE_SIZE },
      }),
  });

export function useApprove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { apply_id: number; password?: string }) =>
      request<settle.ApplyApproved>({ url: '/operator/api/shopapply/approve', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: APPLIES }),
  });
}

export function useRefuse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { apply_id: number; reason: string }) =>
      request<settle.ShopApply>({ url: '/operator/api/shopapply/refuse', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: APPLIES }),
  });
}
