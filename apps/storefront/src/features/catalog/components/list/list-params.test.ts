import { describe, expect, it } from 'vitest';
import { readListParams, toGoodsQuery, writeListParams } from './list-params.ts';

const read = (qs: string) => readListParams(new URLSearchParams(qs));

describe('goods list URL state', () => {
  it('reads every filter from the URL', () => {
    const p = read(
      'keyword=tea&category_id=12&level=2&brand=3&min_price=10&max_price=99.5&attr=1:2,3:4&order=discount_price&sort=asc&page=3',
    );
    expect(p).toMatchObject({
      keyword: 'tea',
      categoryId: 12,
      level: 2,
      brandId: 3,
      minPrice: '10',
      maxPrice: '99.5',
      attrs: [
        { attr_id: 1, attr_value_id: 2 },
        { attr_id: 3, attr_value_id: 4 },
      ],
      order: 'discount_price',
      sort: 'asc',
      page: 3,
    });
  });

  it('drops values the server would refuse instead of failing', () => {
    const p = read(
      'category_id=abc&level=9&brand=-1&min_price=1e5&attr=x:1,2&order=drop table&sort=sideways&page=0',
    );
    expect(p).toMatchObject({
      categoryId: undefined,
      level: undefined,
      brandId: undefined,
      minPrice: '',
      attrs: [],
      order: '',
      sort: 'desc',
      page: 1,
    });
  });

  it('builds the page call: level defaults to 1 with a category, sort only with an order', () => {
    expect(toGoodsQuery(read('category_id=5'))).toMatchObject({
      category_id: 5,
      category_level: 1,
      sort: undefined,
    });
    expect(toGoodsQuery(read('order=sale_num'))).toMatchObject({ order: 'sale_num', sort: 'desc' });
    expect(toGoodsQuery(read('attr=1:2')).attr).toBe('[{"attr_id":1,"attr_value_id":2}]');
  });

  it('starts again on page 1 when a filter changes, keeps the page when paging', () => {
    const base = new URLSearchParams('keyword=tea&page=4');
    expect(writeListParams(base, { brand: 7 }).toString()).toBe('keyword=tea&brand=7');
    expect(writeListParams(base, { page: 5 }).get('page')).toBe('5');
    expect(writeListParams(base, { keyword: '' }).has('keyword')).toBe(false);
  });
});
