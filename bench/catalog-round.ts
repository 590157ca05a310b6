import type { Target } from './load.ts';

/**
 * Goods discovery on the large catalogue (SEED=large: 100,000 goods, ~200,000 SKUs). The first target is the
 * same-run ceiling. The goods detail target is filled in from the running mall (the first listed SKU).
 */
export const CATALOG_TARGETS: Target[] = [
  { name: 'ceiling (liveness)', method: 'GET', path: '/livez' },
  { name: 'goods list', method: 'POST', path: '/api/goodssku/page', body: { page: 1, page_size: 20 } },
  {
    name: 'goods list, page 50 by price',
    method: 'POST',
    path: '/api/goodssku/page',
    body: { page: 50, page_size: 20, order: 'discount_price', sort: 'asc' },
  },
  {
    name: 'category list (level 1)',
    method: 'POST',
    path: '/api/goodssku/page',
    body: { category_id: 1, category_level: 1, order: 'sale_num', page_size: 20 },
  },
  {
    name: 'search "phone"',
    method: 'POST',
    path: '/api/goodssku/page',
    body: { keyword: 'phone', page_size: 20 },
  },
  {
    name: 'search "wireless earbuds"',
    method: 'POST',
    path: '/api/goodssku/page',
    body: { keyword: 'wireless earbuds', page_size: 20 },
  },
  {
    name: 'search "手机" (2 CJK chars)',
    method: 'POST',
    path: '/api/goodssku/page',
    body: { keyword: '手机' },
  },
  { name: 'search, no match', method: 'POST', path: '/api/goodssku/page', body: { keyword: 'zqxjv' } },
  { name: 'goods detail', method: 'POST', path: '/api/goodssku/detail', body: { sku_id: 0 } },
  { name: 'category tree', method: 'POST', path: '/api/goodscategory/tree', body: { level: 3, template: 2 } },
];

/** Points the detail target at a SKU the list shows, so it measures a real goods page. */
export async function resolveCatalogTargets(origin: string): Promise<Target[]> {
  const res = await fetch(`${origin}/api/goodssku/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page_size: 1 }),
  });
  const json = (await res.json()) as { data?: { list?: { sku_id: number }[] } };
  const skuId = json.data?.list?.[0]?.sku_id ?? 1;
  return CATALOG_TARGETS.map((t) => (t.name === 'goods detail' ? { ...t, body: { sku_id: skuId } } : t));
}
