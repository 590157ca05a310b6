import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operatorWallet, Paged, wallet } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const WITHDRAWS = ['operator', 'withdraws'] as const;

export interface WithdrawFilters {
  status?: number;
  withdraw_no?: string;
  page: number;
  page_size: number;
}

export const useWithdrawList = (filters: WithdrawFilters) =>
  useQuery({
    queryKey: [...WITHDRAWS, 'list', filters],
    queryFn: () =>
      request<Paged<operatorWallet.OperatorWithdrawRow>>({
        url: '/operator/api/withdraw/lists',
        data: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });

/** One audit step (approve, refuse with a reason, mark transferred with a voucher note); the list reloads. */
export function useWithdrawAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'agree' | 'refuse' | 'transfer'; body: Record<string, unknown> }) =>
      request<operatorWallet.OperatorWithdrawRow>({
        url: `/operator/api/withdraw/${input.action}`,
        data: input.body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: WITHDRAWS }),
  });
}

export const useWithdrawConfig = () =>
  useQuery({
    queryKey: [...WITHDRAWS, 'config'],
    queryFn: () => request<wallet.WithdrawConfig>({ url: '/operator/api/withdraw/config' }),
  });

export function useSaveWithdrawConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<wallet.WithdrawConfig>({ url: '/operator/api/withdraw/saveconfig', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: WITHDRAWS }),
  });
}
