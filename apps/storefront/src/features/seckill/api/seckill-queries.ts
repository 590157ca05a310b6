import type { Paged, seckill } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { useHasToken } from '../../../lib/session.ts';

export const SECKILL = {
  slots: '/seckill/api/seckill/lists',
  page: '/seckill/api/seckillgoods/page',
  detail: '/seckill/api/seckillgoods/detail',
  ofGoods: '/seckill/api/seckillgoods/ofgoods',
  calculate: '/seckill/api/ordercreate/calculate',
  create: '/seckill/api/ordercreate/create',
} as const;

export const ZONE_PAGE_SIZE = 20;

/** Today's slots of the zone, read again every minute (slots move from "about to start" to "in progress"). */
export const useSeckillSlots = () =>
  useQuery({
    queryKey: [SECKILL.slots],
    queryFn: () => request<seckill.SlotList>({ url: SECKILL.slots, data: {} }),
    refetchInterval: 60_000,
    retry: false,
  });

export const useSlotGoods = (slotId: number | undefined, page: number) =>
  useQuery({
    queryKey: [SECKILL.page, slotId, page],
    queryFn: () =>
      request<Paged<seckill.SeckillGoodsCard>>({
        url: SECKILL.page,
        data: { seckill_id: slotId, page, page_size: ZONE_PAGE_SIZE },
      }),
    enabled: slotId !== undefined,
    placeholderData: keepPreviousData,
  });

/** The sale with its SKUs; a logged-in member also gets what they hold of each today. */
export function useSeckillDetail(id: number | null) {
  const { i18n } = useTranslation();
  const loggedIn = useHasToken();
  return useQuery({
    queryKey: [SECKILL.detail, id, i18n.language, loggedIn],
    queryFn: () => request<seckill.SeckillDetail>({ url: SECKILL.detail, data: { seckill_id: id } }),
    enabled: id !== null,
    retry: false,
  });
}

/** The goods detail's entrance: the goods' running or coming flash sale, if any. */
export const useGoodsSale = (goodsId: number | undefined) =>
  useQuery({
    queryKey: [SECKILL.ofGoods, goodsId],
    queryFn: () => request<seckill.GoodsSale | null>({ url: SECKILL.ofGoods, data: { goods_id: goodsId } }),
    enabled: !!goodsId,
    staleTime: 60_000,
  });
