import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchantGoods, Paged, seckill } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const SALES = ['merchant', 'seckills'] as const;
const SLOTS = ['seckill', 'slots'] as const;

export const useSeckills = (page: number, status?: number) =>
  useQuery({
    queryKey: [...SALES, page, status],
    queryFn: () =>
      request<Paged<seckill.MerchantSeckill>>({
        url: '/merchant/api/seckill/lists',
        data: { page, page_size: 10, ...(status === undefined ? {} : { status }) },
      }),
  });

export function useSaveSeckill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<seckill.MerchantSeckill>({ url: '/merchant/api/seckill/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: SALES }),
  });
}

export function useCloseSeckill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<seckill.MerchantSeckill>({ url: '/merchant/api/seckill/close', data: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: SALES }),
  });
}

/** The operator's daily slots, read by merchants (their sale's form) and the operator (the slots page). */
export const useSlots = (audience: 'merchant' | 'operator') =>
  useQuery({
    queryKey: [...SLOTS, audience],
    queryFn: () =>
      request<seckill.SeckillSlot[]>({
        url: audience === 'merchant' ? '/merchant/api/seckill/slots' : '/operator/api/seckill/slot/lists',
        data: {},
      }),
  });

export function useSaveSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<seckill.SeckillSlot>({ url: '/operator/api/seckill/slot/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: SLOTS }),
  });
}

export const useGoodsSkus = (goodsId: number | undefined) =>
  useQuery({
    queryKey: ['merchant', 'seckill-goods-skus', goodsId],
    queryFn: () =>
      request<merchantGoods.MerchantGoodsDetail>({
        url: '/merchant/api/goods/detail',
        data: { goods_id: goodsId },
      }),
    enabled: !!goodsId,
  });
