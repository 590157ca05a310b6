import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, review } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

export const REVIEW_PAGE_SIZE = 10;
export type ReviewSide = 'merchant' | 'operator';
const key = (side: ReviewSide) => [side, 'goodsevaluate'] as const;

export interface ReviewFilter {
  page: number;
  explain_type: number;
  unreplied: number;
}

export const useReviewList = (side: ReviewSide, f: ReviewFilter) =>
  useQuery({
    queryKey: [...key(side), f],
    queryFn: () =>
      request<Paged<review.ConsoleEvaluate>>({
        url: `/${side}/api/goodsevaluate/lists`,
        data: { ...f, page_size: REVIEW_PAGE_SIZE },
      }),
  });

export function useReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { evaluate_id: number; kind: 'first' | 'again'; content: string }) =>
      request<boolean>({ url: '/merchant/api/goodsevaluate/reply', data: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: key('merchant') }),
  });
}

export function useShowReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { evaluate_id: number; is_show: number }) =>
      request<boolean>({ url: '/operator/api/goodsevaluate/show', data: v }),
    onSuccess: () => client.invalidateQueries({ queryKey: key('operator') }),
  });
}
