import { describe, expect, it } from 'vitest';
import { shopHomePath, shopListPath } from './use-shop-id.ts';

describe('shop paths', () => {
  it('lead each layout to its own home and goods list', () => {
    expect(shopHomePath(3, 'singleShop')).toBe('/shop-3');
    expect(shopHomePath(3, 'shop')).toBe('/shopIndex?site_id=3');
    expect(shopListPath(3, 'singleShop')).toBe('/shop_list?site_id=3');
    expect(shopListPath(3, 'shop')).toBe('/shopList?site_id=3');
  });
  it('carry the shop category and an encoded keyword', () => {
    expect(shopListPath(3, 'singleShop', { id: 9, level: 2 })).toBe(
      '/shop_list?site_id=3&shop_category_id=9&category_level=2',
    );
    expect(shopListPath(3, 'shop', undefined, 'a&b c')).toBe('/shopList?site_id=3&keyword=a%26b+c');
  });
});
