import { useSearchParams } from 'react-router';
import { usePrefixedParam } from '../../lib/use-prefixed-param.ts';

const asId = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The shop a page is about: `/shop-{id}` carries it in the path, the shop lists and /shopIndex in `site_id`; 0 = none. */
export function useShopId(): number {
  const fromPath = usePrefixedParam('site_id');
  const [params] = useSearchParams();
  return asId(fromPath) || asId(params.get('site_id'));
}

/** Where a shop's goods list lives: the single-shop layout has /shop_list, the shop layout /shopList (spec §2). */
export function shopListPath(
  siteId: number,
  layout: 'shop' | 'singleShop',
  category?: { id: number; level: number },
  keyword?: string,
): string {
  const q = new URLSearchParams({ site_id: String(siteId) });
  if (category) {
    // Both lists read the shop's own category as shop_category_id (the catalog pages' URL state).
    q.set('shop_category_id', String(category.id));
    q.set('category_level', String(category.level));
  }
  if (keyword) q.set('keyword', keyword);
  return `${layout === 'singleShop' ? '/shop_list' : '/shopList'}?${q.toString()}`;
}

export const shopHomePath = (siteId: number, layout: 'shop' | 'singleShop') =>
  layout === 'singleShop' ? `/shop-${siteId}` : `/shopIndex?site_id=${siteId}`;
