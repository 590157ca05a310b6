import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operator, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const CMS = ['operator', 'cms'] as const;

export const useNotices = (filters: { search?: string; page: number; page_size: number }) =>
  useQuery({
    queryKey: [...CMS, 'notices', filters],
    queryFn: () =>
      request<Paged<operator.AdminNotice>>({ url: '/operator/api/notice/lists', data: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useHelpClasses = () =>
  useQuery({
    queryKey: [...CMS, 'classes'],
    queryFn: () => request<operator.AdminHelpClass[]>({ url: '/operator/api/helpclass/lists' }),
  });

export const useHelpArticles = (filters: { class_id?: number; page: number; page_size: number }) =>
  useQuery({
    queryKey: [...CMS, 'help', filters],
    queryFn: () =>
      request<Paged<operator.AdminHelp>>({ url: '/operator/api/help/lists', data: { ...filters } }),
    placeholderData: keepPreviousData,
  });

/** A write of the cms calls; every list of notices and help is read again after it. */
export function useCmsWrite<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: CMS }),
  });
}
