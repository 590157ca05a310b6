import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { loyalty, operator, Paged, Translations } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

const LOYALTY = ['operator', 'loyalty'] as const;

/** A member level as the operator's list answers it. */
export interface AdminLevel {
  level_id: number;
  level_name: string;
  growth: number;
  remark: string;
  is_default: number;
  consume_discount: number;
  is_free_shipping: number;
  i18n?: Translations;
}

/** Running platform coupon types, to choose the one a sign-in day gives. */
export const useSigninCouponChoices = () =>
  useQuery({
    queryKey: [...LOYALTY, 'coupon-choices'],
    queryFn: () =>
      request<Paged<operator.AdminPlatformCouponType>>({
        url: '/operator/api/platformcoupon/lists',
        data: { page: 1, page_size: 100, status: 1 },
      }),
  });

export const useLoyaltySettings = () =>
  useQuery({
    queryKey: [...LOYALTY, 'settings'],
    queryFn: () => request<loyalty.LoyaltySettings>({ url: '/operator/api/loyalty/settings' }),
  });

export function useSaveLoyaltySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: loyalty.LoyaltySettings) =>
      request<loyalty.LoyaltySettings>({
        url: '/operator/api/loyalty/savesettings',
        data: input as unknown as Record<string, unknown>,
      }),
    onSuccess: (saved) => client.setQueryData([...LOYALTY, 'settings'], saved),
  });
}

export const useLevels = () =>
  useQuery({
    queryKey: [...LOYALTY, 'levels'],
    queryFn: () => request<AdminLevel[]>({ url: '/operator/api/memberlevel/lists' }),
  });

/** A write of the level calls; the level list is read again after it. */
export function useLevelWrite<I extends Record<string, unknown>>(url: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => request<unknown>({ url, data: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...LOYALTY, 'levels'] }),
  });
}
