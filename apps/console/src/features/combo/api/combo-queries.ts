import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { combo, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const COMBOS = ['merchant', 'combos'] as const;

export const useCombos = (page: number) =>
  useQuery({
    queryKey: [...COMBOS, page],
    queryFn: () =>
      request<Paged<combo.Combo>>({ url: '/merchant/api/bundling/lists', data: { page, page_size: 10 } }),
  });

/** Creates a package, or changes one when the input names its bl_id. */
export function useSaveCombo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<combo.Combo>({ url: '/merchant/api/bundling/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: COMBOS }),
  });
}

export function useCloseCombo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bl_id: number) =>
      request<combo.Combo>({ url: '/merchant/api/bundling/close', data: { bl_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: COMBOS }),
  });
}
