import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, verify } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const CLERKS = ['merchant', 'verifier'] as const;
export const CLERK_PAGE_SIZE = 20;

export const useClerkList = (page: number) =>
  useQuery({
    queryKey: [...CLERKS, page],
    queryFn: () =>
      request<Paged<verify.Verifier>>({
        url: '/merchant/api/verifier/lists',
        data: { page, page_size: CLERK_PAGE_SIZE },
      }),
  });

export function useAddClerk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (account: string) =>
      request<verify.Verifier>({ url: '/merchant/api/verifier/add', data: { account } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CLERKS }),
  });
}

export function useRemoveClerk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (verifierId: number) =>
      request<boolean>({ url: '/merchant/api/verifier/delete', data: { verifier_id: verifierId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CLERKS }),
  });
}
