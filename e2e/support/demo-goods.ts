import type { APIRequestContext } from '@playwright/test';
import { api } from './api.ts';

const PAGE_SIZE = 100;

/**
 * The first goods of the demo data that fits, looked for through every page of the goods list. A journey that
 * needs such a goods must not pass by skipping: when the demo data has none, the journey fails and says so.
 */
export async function findDemoGoods<T extends { sku_id: number }>(
  request: APIRequestContext,
  what: string,
  fits: (card: T) => boolean,
  query: Record<string, unknown> = {},
): Promise<T> {
  for (let page = 1; ; page++) {
    const { list, page_count } = await api<{ list: T[]; page_count: number }>(request, '/api/goodssku/page', {
      ...query,
      page,
      page_size: PAGE_SIZE,
    });
    const found = list.find(fits);
    if (found) return found;
    if (page >= page_count) throw new Error(`the demo data has no ${what}; the seed must provide one`);
  }
}
