import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';

/**
 * Following a goods or a shop. The "is followed" reads answer 0 for guests; following forces login, so a
 * guest who clicks goes to /login and comes back (spec §6).
 */
function useFollow(kind: 'goods' | 'shop', id: number, skuId?: number) {
  const client = useQueryClient();
  const token = getToken();
  const key = ['follow', kind, id, token ?? ''];
  const isUrl = kind === 'goods' ? '/api/goodscollect/iscollect' : '/api/shopmember/issubscribe';
  const idField = kind === 'goods' ? { goods_id: id } : { site_id: id };
  const status = useQuery({
    queryKey: key,
    queryFn: () => request<number>({ url: isUrl, data: idField, silent: true }),
    enabled: Boolean(token) && id > 0,
  });
  const toggle = useMutation({
    mutationFn: async (follow: boolean) => {
      if (kind === 'goods') {
        const url = follow ? '/api/goodscollect/add' : '/api/goodscollect/delete';
        await request({ url, data: follow ? { sku_id: skuId } : idField, forceLogin: true });
      } else {
        const url = follow ? '/api/shopmember/add' : '/api/shopmember/delete';
        await request({ url, data: idField, forceLogin: true });
      }
      return follow;
    },
    onSuccess: (follow) => client.setQueryData(key, follow ? 1 : 0),
  });
  return {
    followed: status.data === 1,
    /** The follow state is known (always for a guest). */
    ready: !token || status.isFetched,
    toggle: (follow: boolean) => toggle.mutateAsync(follow),
    pending: toggle.isPending,
  };
}

export const useGoodsFollow = (goodsId: number, skuId: number) => useFollow('goods', goodsId, skuId);
export const useShopFollow = (siteId: number) => useFollow('shop', siteId);
