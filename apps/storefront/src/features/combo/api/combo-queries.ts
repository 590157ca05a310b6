import type { combo } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { getWebsiteId } from '../../../lib/session.ts';

export const COMBO_CALLS = {
  lists: '/bundling/api/bundling/lists',
  detail: '/bundling/api/bundling/detail',
  calculate: '/bundling/api/ordercreate/calculate',
  create: '/bundling/api/ordercreate/create',
} as const;

export const useComboDetail = (blId: number) =>
  useQuery({
    queryKey: [COMBO_CALLS.detail, blId, getWebsiteId()],
    queryFn: () => request<combo.Combo>({ url: COMBO_CALLS.detail, data: { bl_id: blId } }),
    enabled: Number.isInteger(blId) && blId > 0,
    retry: false,
  });

/** The goods page's entrance: packages holding this goods; quiet when none or the plugin is off. */
export const useGoodsCombos = (skuId: number) =>
  useQuery({
    queryKey: [COMBO_CALLS.lists, skuId, getWebsiteId()],
    queryFn: () => request<combo.Combo[]>({ url: COMBO_CALLS.lists, data: { sku_id: skuId }, silent: true }),
    enabled: skuId > 0,
  });
