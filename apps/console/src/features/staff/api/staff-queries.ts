import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchant, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const STAFF = ['merchant', 'staff'] as const;

export const useStaffList = (page: number) =>
  useQuery({
    queryKey: [...STAFF, page],
    queryFn: () =>
      request<Paged<merchant.StaffAccount>>({
        url: '/merchant/api/staff/lists',
        data: { page, page_size: 20 },
      }),
  });

export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { username: string; password: string; role: string }) =>
      request<merchant.StaffAccount>({ url: '/merchant/api/staff/add', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
}

export function useSetStaffStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { account_id: number; status: 0 | 1 }) =>
      request<merchant.StaffAccount>({ url: '/merchant/api/staff/status', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF }),
  });
}
