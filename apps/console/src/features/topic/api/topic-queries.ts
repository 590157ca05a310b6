import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, topic } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const TOPICS = ['operator', 'topics'] as const;

/** A topic as the operator's list answers it: the event and its goods with their prices. */
export interface ConsoleTopic extends topic.Topic {
  goods: { sku_id: number; sku_name: string; price: string; topic_price: string }[];
}

export const useTopics = (page: number) =>
  useQuery({
    queryKey: [...TOPICS, page],
    queryFn: () =>
      request<Paged<ConsoleTopic>>({ url: '/operator/api/topic/lists', data: { page, page_size: 10 } }),
  });

export function useSaveTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<ConsoleTopic>({ url: '/operator/api/topic/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOPICS }),
  });
}

export function useCloseTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (topic_id: number) =>
      request<ConsoleTopic>({ url: '/operator/api/topic/close', data: { topic_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: TOPICS }),
  });
}
