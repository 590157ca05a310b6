import type { catalog, cms, Paged, shop, site } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';

/**
 * Reads of site-wide data. The language is part of every key because the server answers labels
 * (categories, navigation, floor titles, messages) in the request's language.
 */
function useSiteQuery<T>(
  url: string,
  data: Record<string, unknown> = {},
  opts: { enabled?: boolean; staleTime?: number } = {},
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [url, data, i18n.language],
    queryFn: () => request<T>({ url, data }),
    enabled: opts.enabled,
    staleTime: opts.staleTime ?? 5 * 60_000,
  });
}

export const useWebsiteInfo = () => useSiteQuery<site.WebsiteInfo>('/api/website/info');
export const useCopyright = () => useSiteQuery<site.Copyright>('/api/config/copyright');
export const useWapQrcode = () => useSiteQuery<site.WapQrcode>('/api/website/wapqrcode');
export const useDefaultImages = () => useSiteQuery<site.DefaultImages>('/api/config/defaultimg');
export const useAdv = (keyword: string) => useSiteQuery<site.AdvDetail>('/api/adv/detail', { keyword });
export const useShopServices = () => useSiteQuery<site.ShopService[]>('/api/shopservice/lists');
export const useServicerConfig = () => useSiteQuery<site.ServicerConfig>('/api/config/servicer');
export const useFriendlyLinks = () =>
  useSiteQuery<Paged<site.FriendlyLink>>('/api/pc/friendlyLink', { page: 1, page_size: 20 });
export const useNavList = () =>
  useSiteQuery<Paged<site.NavItem>>('/api/pc/navList', { page: 1, page_size: 20 });
export const useCategoryConfig = () => useSiteQuery<site.CategoryConfig>('/pc/api/pc/categoryconfig');
export const useIndexFloors = () => useSiteQuery<catalog.Floor[]>('/api/pc/getIndexFloor');
export const useHotSearchWords = () => useSiteQuery<site.SearchWords>('/api/pc/hotSearchWords');
export const useDefaultSearchWords = () => useSiteQuery<site.SearchWords>('/api/pc/defaultSearchWords');
export const useFloatLayer = () => useSiteQuery<site.FloatLayer>('/api/pc/floatLayer');
export const useHotShops = (limit = 10) => useSiteQuery<shop.HotShop[]>('/api/shop/hot', { limit });
export const useAddons = () => useSiteQuery<site.AddonFlags>('/api/addon/addonisexit');
export const useCategoryTree = () =>
  useSiteQuery<catalog.CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 });
export const useHelpClasses = () => useSiteQuery<cms.HelpClass[]>('/api/helpclass/lists');
export const useNotices = (pageSize = 5) =>
  useSiteQuery<Paged<cms.NoticeItem>>('/api/notice/page', {
    page: 1,
    page_size: pageSize,
    receiving_type: 'web',
  });
