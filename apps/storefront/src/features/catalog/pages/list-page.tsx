import { useBrandPage, useRelevanceInfo } from '../api/catalog-queries.ts';
import { GoodsListView } from '../components/list/goods-list-view.tsx';
import { ListBreadcrumb } from '../components/list/list-breadcrumb.tsx';
import { useListParams } from '../components/list/use-list-params.ts';

/** /list?keyword=&category_id=&level=&brand=: the goods list of the mall (spec §2). */
export function Page() {
  const { params } = useListParams();
  const level = params.categoryId ? (params.level ?? 1) : undefined;
  const relevance = useRelevanceInfo(params.categoryId, level);
  // Without a category the brand row offers the mall's brands (and names a brand chosen on the brand wall).
  const brandPage = useBrandPage(1, 100, '', !params.categoryId);
  const brands = params.categoryId ? (relevance.data?.brand_list ?? []) : (brandPage.data?.list ?? []);
  // A keyword search outside a category: the mall's whole brand list would mostly lead to nothing.
  const offerBrands = Boolean(params.categoryId) || !params.keyword;
  return (
    <GoodsListView
      head={<ListBreadcrumb params={params} />}
      brands={brands}
      offerBrands={offerBrands}
      attributes={relevance.data?.attribute_list ?? []}
    />
  );
}
