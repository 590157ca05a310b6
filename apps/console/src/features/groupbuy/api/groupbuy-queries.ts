import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { groupbuy, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const GROUPBUYS = ['merchant', 'groupbuys'] as const;

export const useGroupbuys = (page: number, status?: number) =>
  useQuery({
    queryKey: [...GROUPBUYS, page, status],
    queryFn: () =>
      request<Paged<groupbuy.GroupbuyDetail>>({
        url: '/merchant/api/groupbuy/lists',
        data: { page, page_size: 10, ...(status ? { status } : {}) },
      }),
  });

/** Adds a group buy, or edits one when the input names its groupbuy_id. */
export function useSaveGroupbuy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<groupbuy.GroupbuyDetail>({
        url: input.groupbuy_id ? '/merchant/api/groupbuy/edit' : '/merchant/api/groupbuy/add',
        data: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: GROUPBUYS }),
  });
}

export function useCloseGroupbuy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupbuy_id: number) =>
      request<groupbuy.GroupbuyDetail>({ url: '/merchant/api/groupbuy/close', data: { groupbuy_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: GROUPBUYS }),
  });
}
