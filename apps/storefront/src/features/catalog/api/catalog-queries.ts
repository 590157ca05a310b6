import type { Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/request.ts';
import type {
  BrandPage,
  DocumentText,
  Freight,
  GoodsDetailData,
  GoodsPageQuery,
  GoodsSkuDetail,
  ManjianInfo,
  QrcodeData,
  RelevanceInfo,
  ReviewCount,
  ReviewPage,
  ShopCategoryNode,
  SkuCard,
} from './catalog-types.ts';

interface QueryOpts {
  enabled?: boolean;
  /** Keep showing the previous answer while the next page or filter loads (lists). */
  keepPrevious?: boolean;
  /** The page shows the failure itself (no toast). */
  silent?: boolean;
  staleTime?: number;
}

/** A read keyed by call, fields and language: labels come back in the request's language. */
export function useCatalogQuery<T>(url: string, data: Record<string, unknown>, opts: QueryOpts = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [url, data, i18n.language],
    queryFn: () => request<T>({ url, data, silent: opts.silent }),
    enabled: opts.enabled ?? true,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
    // Only when given: `staleTime: undefined` overrides the client's 60 s default with 0, and every later reader
    // of an answered call (the goods page's offer rows after its gate) then asked the server again.
    ...(opts.staleTime === undefined ? {} : { staleTime: opts.staleTime }),
  });
}

/** Drops empty fields so the server's strict schemas see only what the shopper chose. */
export function compact<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  ) as Partial<T>;
}

export const useGoodsPage = (query: GoodsPageQuery) =>
  useCatalogQuery<Paged<SkuCard>>('/api/goodssku/page', compact(query), { keepPrevious: true });

/** Brands, optionally of one initial letter; the page shows a failure itself. */
export const useBrandPage = (page: number, pageSize: number, initial = '', enabled = true) =>
  useCatalogQuery<BrandPage>(
    '/api/goodsbrand/page',
    compact({ page, page_size: pageSize, brand_initial: initial }),
    { enabled, silent: true, keepPrevious: true },
  );

export const useRelevanceInfo = (categoryId: number | undefined, level: number | undefined) =>
  useCatalogQuery<RelevanceInfo>(
    '/api/goodscategory/relevanceinfo',
    compact({ category_id: categoryId, category_level: level }),
    { enabled: Boolean(categoryId), silent: true },
  );

export const useShopCategoryTree = (siteId: number | undefined) =>
  useCatalogQuery<ShopCategoryNode[]>(
    '/api/shopgoodscategory/tree',
    { site_id: siteId },
    { enabled: Boolean(siteId), silent: true },
  );

/** The detail is read silently: the page itself says 'not found' or 'taken off the shelves'. */
export const useGoodsDetail = (skuId: number) =>
  useCatalogQuery<GoodsDetailData>('/api/goodssku/detail', { sku_id: skuId }, { silent: true, staleTime: 0 });

export const fetchSkuInfo = (skuId: number) =>
  request<GoodsSkuDetail>({ url: '/api/goodssku/info', data: { sku_id: skuId } });

export const useRecommend = (skuId: number) =>
  useCatalogQuery<Paged<SkuCard>>(
    '/api/goodssku/recommend',
    { sku_id: skuId, page: 1, page_size: 5 },
    { silent: true },
  );

export const useGoodsQrcode = (skuId: number, enabled: boolean) =>
  useCatalogQuery<QrcodeData>('/api/goodssku/goodsqrcode', { sku_id: skuId }, { enabled, silent: true });

export const useManjian = (goodsId: number) =>
  useCatalogQuery<ManjianInfo>(
    '/manjian/api/manjian/info',
    { goods_id: goodsId },
    { silent: true, enabled: goodsId > 0 },
  );

export const useAfterSale = () => useCatalogQuery<DocumentText>('/api/goods/aftersale', {}, { silent: true });

export const useReviewCount = (goodsId: number) =>
  useCatalogQuery<ReviewCount>('/api/goodsevaluate/count', { goods_id: goodsId }, { silent: true });

export const useReviews = (query: {
  goods_id: number;
  explain_type?: number;
  has_image?: number;
  page: number;
  page_size: number;
}) =>
  useCatalogQuery<ReviewPage>('/api/goodsevaluate/page', compact(query), {
    keepPrevious: true,
    silent: true,
  });

export const useFreight = (skuId: number, districtId: number | undefined, num: number) =>
  useCatalogQuery<Freight>(
    '/api/delivery/freight',
    { sku_id: skuId, district_id: districtId, num },
    { enabled: Boolean(districtId), silent: true },
  );
