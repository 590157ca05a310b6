import type { memberFollow, Paged } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export const FOOTPRINT_PAGE_SIZE = 40;
const PAGE_URL = '/api/goodsbrowse/page';

export const useFootprints = (page: number) =>
  useQuery({
    queryKey: [PAGE_URL, page],
    queryFn: () =>
      request<Paged<memberFollow.BrowseItem>>({
        url: PAGE_URL,
        data: { page, page_size: FOOTPRINT_PAGE_SIZE },
        forceLogin: true,
      }),
    placeholderData: keepPreviousData,
  });

/** Deletes one footprint or several at once (the call takes a comma list). */
export function useDeleteFootprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      request<number>({ url: '/api/goodsbrowse/delete', data: { id: ids.join(',') }, forceLogin: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAGE_URL] }),
  });
}
