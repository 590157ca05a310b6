import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { address, merchantShop, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const SETTING = ['merchant', 'delivery-setting'] as const;
const TEMPLATES = ['merchant', 'templates'] as const;

export const useDeliverySetting = () =>
  useQuery({
    queryKey: SETTING,
    queryFn: () => request<merchantShop.DeliverySetting>({ url: '/merchant/api/delivery/setting' }),
  });

export function useSaveDeliverySetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<merchantShop.DeliverySetting>({ url: '/merchant/api/delivery/setting/edit', data: input }),
    onSuccess: (data) => client.setQueryData(SETTING, data),
  });
}

export const useTemplates = (page: number) =>
  useQuery({
    queryKey: [...TEMPLATES, page],
    queryFn: () =>
      request<Paged<merchantShop.FreightTemplate>>({
        url: '/merchant/api/express/template/lists',
        data: { page, page_size: 10 },
      }),
  });

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<merchantShop.FreightTemplate>({ url: '/merchant/api/express/template/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template_id: number) =>
      request<boolean>({ url: '/merchant/api/express/template/delete', data: { template_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES }),
  });
}

/** The provinces, for the rules' and the unserved provinces' pickers. */
export const useProvinces = () =>
  useQuery({
    queryKey: ['regions', 0],
    queryFn: () => request<address.Area[]>({ url: '/api/address/lists', data: { pid: 0, level: 1 } }),
    staleTime: Infinity,
  });
