import type { catalog, cms, Paged, shop, site } from '@mall/contracts';
import { useSiteQuery } from '../../../lib/site-data.ts';
import { FLOAT_LAYER_URL } from './chrome-early.ts';

// Reads only the chrome and the home page make; site-wide ones shared with other features are in lib/site-data.ts.
export const useCopyright = () => useSiteQuery<site.Copyright>('/api/config/copyright');
export const useWapQrcode = () => useSiteQuery<site.WapQrcode>('/api/website/wapqrcode');
export const useServicerConfig = () => useSiteQuery<site.ServicerConfig>('/api/config/servicer');
export const useFriendlyLinks = () =>
  useSiteQuery<Paged<site.FriendlyLink>>('/api/pc/friendlyLink', { page: 1, page_size: 20 });
export const useNavList = () =>
  useSiteQuery<Paged<site.NavItem>>('/api/pc/navList', { page: 1, page_size: 20 });
export const useIndexFloors = () => useSiteQuery<catalog.Floor[]>('/api/pc/getIndexFloor');
export const useHotSearchWords = () => useSiteQuery<site.SearchWords>('/api/pc/hotSearchWords');
export const useDefaultSearchWords = () => useSiteQuery<site.SearchWords>('/api/pc/defaultSearchWords');
export const useFloatLayer = () => useSiteQuery<site.FloatLayer>(FLOAT_LAYER_URL);
export const useHotShops = (limit = 10) => useSiteQuery<shop.HotShop[]>('/api/shop/hot', { limit });
export const useNotices = (pageSize = 5) =>
  useSiteQuery<Paged<cms.NoticeItem>>('/api/notice/page', {
    page: 1,
    page_size: pageSize,
    receiving_type: 'web',
  });
