import type { memberFollow, Paged, shop } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export const COLLECTION_PAGE_SIZE = 20;

/** Member data: login forced, so a dead token goes to login and back. */
function useMemberPage<T>(url: string, page: number) {
  return useQuery({
    queryKey: [url, page],
    queryFn: () =>
      request<Paged<T>>({ url, data: { page, page_size: COLLECTION_PAGE_SIZE }, forceLogin: true }),
    placeholderData: keepPreviousData,
  });
}

export const useCollectedGoods = (page: number) =>
  useMemberPage<memberFollow.CollectItem>('/api/goodscollect/page', page);
export const useFollowedShops = (page: number) =>
  useMemberPage<shop.MemberShop>('/api/shopmember/membershoppages', page);

/** Unfollow a goods or a shop, then read the lists (and follow flags elsewhere) again. */
export function useUnfollow(kind: 'goods' | 'shop') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      kind === 'goods'
        ? request<number>({ url: '/api/goodscollect/delete', data: { goods_id: id }, forceLogin: true })
        : request<number>({ url: '/api/shopmember/delete', data: { site_id: id }, forceLogin: true }),
    onSuccess: async () => {
      const urls =
        kind === 'goods'
          ? ['/api/goodscollect/page', '/api/goodscollect/iscollect']
          : ['/api/shopmember/membershoppages', '/api/shopmember/issubscribe', '/api/shop/detail'];
      await Promise.all(urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
    },
  });
}
