import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { manjianConsole, merchantGoods, merchantShop, Paged } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const OFFERS = ['merchant', 'manjian'] as const;

/** The shop's goods on sale matching a name: an offer is for (or not for) whole goods, every SKU of them. */
export const useShopGoodsOptions = (keyword: string) =>
  useQuery({
    queryKey: [...OFFERS, 'goods', keyword],
    queryFn: () =>
      request<Paged<merchantGoods.MerchantGoodsRow>>({
        url: '/merchant/api/goods/lists',
        data: { page: 1, page_size: 20, goods_state: 'on', ...(keyword ? { goods_name: keyword } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const useManjianList = (page: number) =>
  useQuery({
    queryKey: [...OFFERS, page],
    queryFn: () =>
      request<Paged<manjianConsole.ManjianListRow>>({
        url: '/merchant/api/manjian/lists',
        data: { page, page_size: 10 },
      }),
  });

/** The shop's coupon types a step may give (the first hundred, newest first). */
export const useShopCoupons = () =>
  useQuery({
    queryKey: ['merchant', 'manjian-coupons'],
    queryFn: () =>
      request<Paged<merchantShop.ShopCouponType>>({
        url: '/merchant/api/coupon/lists',
        data: { page: 1, page_size: 100 },
      }),
  });

/** Adds an offer, or changes one when the input names its manjian_id. */
export function useSaveManjian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) =>
      request<manjianConsole.ManjianRow>({ url: '/merchant/api/manjian/save', data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: OFFERS }),
  });
}

export function useCloseManjian() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (manjian_id: number) =>
      request<manjianConsole.ManjianRow>({ url: '/merchant/api/manjian/close', data: { manjian_id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: OFFERS }),
  });
}
