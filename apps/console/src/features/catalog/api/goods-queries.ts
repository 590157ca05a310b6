import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { merchantGoods, Paged } from '@mall/contracts';
import { request, uploadFile } from '../../../lib/request.ts';

const GOODS = ['merchant', 'goods'] as const;

export interface GoodsListFilters {
  goods_name?: string;
  goods_state: merchantGoods.GoodsListInput['goods_state'];
  stock_state: merchantGoods.GoodsListInput['stock_state'];
  page: number;
  page_size: number;
}

export const useGoodsList = (filters: GoodsListFilters) =>
  useQuery({
    queryKey: [...GOODS, 'list', filters],
    queryFn: () =>
      request<Paged<merchantGoods.MerchantGoodsRow>>({
        url: '/merchant/api/goods/lists',
        data: { ...filters },
      }),
    placeholderData: keepPreviousData,
  });

export const useGoodsDetail = (goodsId: number | undefined) =>
  useQuery({
    queryKey: [...GOODS, 'detail', goodsId],
    queryFn: () =>
      request<merchantGoods.MerchantGoodsDetail>({
        url: '/merchant/api/goods/detail',
        data: { goods_id: goodsId },
      }),
    enabled: goodsId !== undefined,
  });

export const useGoodsOptions = () =>
  useQuery({
    queryKey: [...GOODS, 'options'],
    queryFn: () => request<merchantGoods.GoodsFormOptions>({ url: '/merchant/api/goods/options' }),
    staleTime: 5 * 60_000,
  });

/** A change of goods: afterwards every goods view is read again. */
function useGoodsChange<I extends object, R>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<R>({ url, data: { ...input } as Record<string, unknown> }),
    onSuccess: () => client.invalidateQueries({ queryKey: GOODS }),
  });
}

export type GoodsSaveBody = Omit<merchantGoods.GoodsSaveInput, 'skus'> & {
  goods_id?: number;
  skus: {
    spec_values: string[];
    price: string;
    market_price?: string;
    cost_price?: string;
    stock: number;
    sku_no?: string;
    sku_image?: string;
  }[];
};

export const useSaveGoods = (editing: boolean) =>
  useGoodsChange<GoodsSaveBody, merchantGoods.GoodsSaved>(
    editing ? '/merchant/api/goods/edit' : '/merchant/api/goods/add',
  );
export const useSetGoodsState = () =>
  useGoodsChange<{ goods_id: number; goods_state: number }, unknown>('/merchant/api/goods/state');
export const useDeleteGoods = () =>
  useGoodsChange<{ goods_id: number }, boolean>('/merchant/api/goods/delete');
export const useEditStock = () =>
  useGoodsChange<merchantGoods.GoodsStockInput, merchantGoods.MerchantGoodsDetail>(
    '/merchant/api/goods/stock',
  );

export const uploadGoodsPicture = (file: Blob) =>
  uploadFile<{ pic_path: string }>('/merchant/api/upload/picture', file);
