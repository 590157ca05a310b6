import type { coupon, Paged } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { useHasToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export const SHOP = {
  typePage: '/coupon/api/coupon/typepagelists',
  typeLists: '/coupon/api/coupon/typelists',
  receive: '/coupon/api/coupon/receive',
  memberPage: '/coupon/api/coupon/memberpage',
  num: '/coupon/api/coupon/num',
} as const;
export const PLATFORM = {
  typePage: '/platformcoupon/api/platformcoupon/typepagelists',
  receive: '/platformcoupon/api/platformcoupon/receive',
  memberPage: '/platformcoupon/api/platformcoupon/memberpage',
  num: '/platformcoupon/api/platformcoupon/num',
} as const;

export type CouponSource = 1 | 2;
export const CENTRE_PAGE_SIZE = 12;

/**
 * Coupon reads. The login state is part of the key: a logged-in member also gets how many they hold of each
 * type, so the lists are read again after login or logout.
 */
function useCouponQuery<T>(
  url: string,
  data: Record<string, unknown>,
  opts: { enabled?: boolean; member?: boolean } = {},
) {
  const { i18n } = useTranslation();
  const loggedIn = useHasToken();
  return useQuery({
    queryKey: [url, data, i18n.language, loggedIn],
    queryFn: () => request<T>({ url, data, forceLogin: opts.member }),
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export const useShopCouponTypes = (page: number) =>
  useCouponQuery<Paged<coupon.CouponType>>(SHOP.typePage, { page, page_size: CENTRE_PAGE_SIZE });
export const usePlatformCouponTypes = (page: number) =>
  useCouponQuery<Paged<coupon.PlatformCouponType>>(PLATFORM.typePage, { page, page_size: CENTRE_PAGE_SIZE });

/** The goods detail's coupon row; quiet when the plugin is off or the shop offers none. */
export function useGoodsCouponTypes(siteId: number, goodsId: number) {
  const loggedIn = useHasToken();
  return useQuery({
    queryKey: [SHOP.typeLists, { site_id: siteId, goods_id: goodsId }, loggedIn],
    queryFn: () =>
      request<coupon.CouponType[]>({
        url: SHOP.typeLists,
        data: { site_id: siteId, goods_id: goodsId },
        silent: true,
      }),
    enabled: siteId > 0 && goodsId > 0,
    retry: false,
  });
}

export const useMyCoupons = (source: CouponSource, state: number, page: number, pageSize: number) =>
  useCouponQuery<Paged<coupon.MemberCoupon | coupon.MemberPlatformCoupon>>(
    source === 1 ? SHOP.memberPage : PLATFORM.memberPage,
    { state, page, page_size: pageSize },
    { member: true },
  );

export const useMyCouponCount = (source: CouponSource, state: number) =>
  useCouponQuery<number>(source === 1 ? SHOP.num : PLATFORM.num, { state }, { member: true });

/** Collects a coupon, says so, and reads every coupon list and count again. */
export function useCollectCoupon(source: CouponSource) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('coupon');
  return useMutation({
    mutationFn: (typeId: number) =>
      source === 1
        ? request<coupon.ReceiveResult>({
            url: SHOP.receive,
            data: { coupon_type_id: typeId },
            forceLogin: true,
          })
        : request<coupon.ReceiveResult>({
            url: PLATFORM.receive,
            data: { platformcoupon_type_id: typeId },
            forceLogin: true,
          }),
    onSuccess: () => toast(t('collected'), 'success'),
    onSettled: async () => {
      const urls = [...Object.values(SHOP), ...Object.values(PLATFORM), '/api/member/couponnum'];
      await Promise.all(urls.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
    },
  });
}
