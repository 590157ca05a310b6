import type { groupbuy, Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { getWebsiteId } from '../../../lib/session.ts';

export const GROUPBUY_CALLS = {
  page: '/groupbuy/api/goods/page',
  detail: '/groupbuy/api/goods/detail',
  calculate: '/groupbuy/api/ordercreate/calculate',
  create: '/groupbuy/api/ordercreate/create',
} as const;
export const GROUPBUY_PAGE_SIZE = 20;

/** The running group buys (of the chosen city: the request helper sends website_id). */
export const useGroupbuyPage = (page: number) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [GROUPBUY_CALLS.page, page, i18n.language, getWebsiteId()],
    queryFn: () =>
      request<Paged<groupbuy.GroupbuyGoods>>({
        url: GROUPBUY_CALLS.page,
        data: { page, page_size: GROUPBUY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
};

export const useGroupbuyDetail = (id: number) =>
  useQuery({
    queryKey: [GROUPBUY_CALLS.detail, id, getWebsiteId()],
    queryFn: () =>
      request<groupbuy.GroupbuyDetail>({ url: GROUPBUY_CALLS.detail, data: { groupbuy_id: id } }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** The goods page's entrance: the running group buy of this goods, quiet when none or the plugin is off. */
export const useGoodsGroupbuy = (goodsId: number) =>
  useQuery({
    queryKey: [GROUPBUY_CALLS.page, 'goods', goodsId, getWebsiteId()],
    queryFn: () =>
      request<Paged<groupbuy.GroupbuyGoods>>({
        url: GROUPBUY_CALLS.page,
        data: { goods_id: goodsId, page_size: 1 },
        silent: true,
      }),
    enabled: goodsId > 0,
    select: (d) => d.list[0] ?? null,
  });
