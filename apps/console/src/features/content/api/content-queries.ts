import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { operatorContent } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const CONTENT = ['operator', 'content'] as const;

export const useAdverts = () =>
  useQuery({
    queryKey: [...CONTENT, 'adverts'],
    queryFn: () => request<operatorContent.AdminAdvert[]>({ url: '/operator/api/adv/lists' }),
  });

export const useDocuments = () =>
  useQuery({
    queryKey: [...CONTENT, 'documents'],
    queryFn: () => request<operatorContent.AdminDocument[]>({ url: '/operator/api/document/lists' }),
  });

/** A save of an advert or a document; the lists load again afterwards. */
export function useContentWrite<I extends object>(
  url: '/operator/api/adv/save' | '/operator/api/document/save',
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input as Record<string, unknown> }),
    onSuccess: () => client.invalidateQueries({ queryKey: CONTENT }),
  });
}
