import type { catalog, cms, site } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { request } from './request.ts';

/**
 * Reads of site-wide data. The language is part of every key because the server answers labels
 * (categories, navigation, floor titles, messages) in the request's language.
 */
export function useSiteQuery<T>(
  url: string,
  data: Record<string, unknown> = {},
  opts: { enabled?: boolean; staleTime?: number } = {},
) {
  const { i18n: current } = useTranslation();
  return useQuery({ ...siteQuery<T>(url, data, current.language, opts.staleTime), enabled: opts.enabled });
}

const siteQuery = <T>(url: string, data: Record<string, unknown>, lang: string, staleTime = 5 * 60_000) => ({
  queryKey: [url, data, lang],
  queryFn: () => request<T>({ url, data }),
  staleTime,
});

/** Asks for a site read before the component that shows it renders; the component's useSiteQuery reuses it. */
export const fetchSiteQuery = <T>(url: string, data: Record<string, unknown> = {}) =>
  queryClient.fetchQuery(siteQuery<T>(url, data, i18n.language));

// The site settings, adverts and trees that the app frame and several features read.
export const useWebsiteInfo = () => useSiteQuery<site.WebsiteInfo>('/api/website/info');
export const useDefaultImages = () => useSiteQuery<site.DefaultImages>('/api/config/defaultimg');
export const useAdv = (keyword: string) => useSiteQuery<site.AdvDetail>('/api/adv/detail', { keyword });
/** The same read as useAdv, asked for before a component shows it. */
export const fetchAdv = (keyword: string) => fetchSiteQuery<site.AdvDetail>('/api/adv/detail', { keyword });
export const useShopServices = () => useSiteQuery<site.ShopService[]>('/api/shopservice/lists');
export const useAddons = () => useSiteQuery<site.AddonFlags>('/api/addon/addonisexit');
export const useCategoryConfig = () => useSiteQuery<site.CategoryConfig>('/pc/api/pc/categoryconfig');
export const useCategoryTree = () =>
  useSiteQuery<catalog.CategoryNode[]>('/api/goodscategory/tree', { level: 3, template: 2 });
export const useHelpClasses = () => useSiteQuery<cms.HelpClass[]>('/api/helpclass/lists');
