import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const MEMBERS = ['operator', 'members'] as const;

export interface MemberFilters {
  search?: string;
  status?: 0 | 1;
  page: number;
  page_size: number;
}

export const useMemberList = (filters: MemberFilters) =>
  useQuery({
    queryKey: [...MEMBERS, 'list', filters],
    queryFn: () =>
      request<Paged<operator.MemberRow>>({
        url: '/operator/api/member/lists',
        data: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });

export const useMemberDetail = (memberId: number | null) =>
  useQuery({
    queryKey: [...MEMBERS, 'detail', memberId],
    queryFn: () =>
      request<operator.MemberDetail>({ url: '/operator/api/member/detail', data: { member_id: memberId } }),
    enabled: memberId !== null,
  });

export function useSetMemberStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { member_id: number; status: 0 | 1 }) =>
      request<operator.MemberRow>({ url: '/operator/api/member/status', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS }),
  });
}
