import type { catalog, Paged, shop } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';

/** A shop's own goods category (b1's /api/shopgoodscategory/tree). */
export interface ShopCategory {
  category_id: number;
  category_name: string;
  pid: number;
  level: number;
  child_list?: ShopCategory[];
}

export interface StreetQuery {
  keyword: string;
  order: (typeof shop.SHOP_PAGE_ORDERS)[number];
  page: number;
}
export const STREET_PAGE_SIZE = 10;

function useShopQuery<T>(url: string, data: Record<string, unknown>, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [url, data, i18n.language],
    queryFn: () => request<T>({ url, data, silent: true }),
    enabled,
    retry: false,
  });
}

export const useShopDetail = (siteId: number) =>
  useShopQuery<shop.ShopDetail>('/api/shop/detail', { site_id: siteId }, siteId > 0);

export const useShopCategories = (siteId: number) =>
  useShopQuery<ShopCategory[]>('/api/shopgoodscategory/tree', { site_id: siteId }, siteId > 0);

export const useShopGoods = (siteId: number, order: '' | 'sale_num', pageSize: number) =>
  useShopQuery<Paged<catalog.SkuCard>>(
    '/api/goodssku/page',
    { site_id: siteId, order, sort: 'desc', page: 1, page_size: pageSize },
    siteId > 0,
  );

export const useStreet = ({ keyword, order, page }: StreetQuery) => {
  const { i18n } = useTranslation();
  // The follow state in each row depends on who asks, so the token is part of the key.
  const data = { keyword, order, sort: 'desc', page, page_size: STREET_PAGE_SIZE };
  return useQuery({
    queryKey: ['/api/shop/page', data, i18n.language, Boolean(getToken())],
    queryFn: () => request<Paged<shop.ShopPageItem>>({ url: '/api/shop/page', data }),
    placeholderData: keepPreviousData,
  });
};

export const useIsSubscribed = (siteId: number) => {
  const loggedIn = Boolean(getToken());
  return useQuery({
    queryKey: ['/api/shopmember/issubscribe', siteId, loggedIn],
    queryFn: () => request<0 | 1>({ url: '/api/shopmember/issubscribe', data: { site_id: siteId } }),
    enabled: siteId > 0 && loggedIn,
    initialData: loggedIn ? undefined : 0,
  });
};

/** Follow or unfollow a shop; a guest is sent to login and back (forceLogin). */
export function useFollowShop(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      request<0 | 1>({
        url: follow ? '/api/shopmember/add' : '/api/shopmember/delete',
        data: { site_id: siteId },
        forceLogin: true,
      }),
    onSuccess: async () => {
      await Promise.all(
        [
          '/api/shopmember/issubscribe',
          '/api/shop/detail',
          '/api/shop/page',
          '/api/shopmember/membershoppages',
        ].map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
  });
}

export const useShopTerms = (siteId: number, enabled: boolean) =>
  useShopQuery<shop.ShopTerms>('/api/shop/getShopTermsAndPolicy', { site_id: siteId }, enabled && siteId > 0);
