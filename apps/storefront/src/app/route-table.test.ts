import { describe, expect, it } from 'vitest';
import { routeModules } from '../../../../bench/first-load.ts';
import { matchPrefixed, PAGES, type PageEntry } from './route-table.ts';

describe('prefixed routes', () => {
  it('tells goods detail, shop goods and shop home apart', () => {
    expect(matchPrefixed('sku-12')?.entry.title).toBe('goods_detail');
    expect(matchPrefixed('shop-sku-12')?.entry.title).toBe('shop_goods');
    expect(matchPrefixed('shop-7')?.entry.title).toBe('shop_home');
    expect(matchPrefixed('shop-7')?.params).toEqual({ site_id: '7' });
  });
  it('prefers the longer prefix', () => {
    expect(matchPrefixed('promotion/topic-goods-3')?.entry.title).toBe('topic_goods');
    expect(matchPrefixed('promotion/topic-3')?.entry.title).toBe('topic_detail');
  });
  it('matches nested prefixed paths and rejects unknown ones', () => {
    expect(matchPrefixed('cms/help/listother-4')?.params).toEqual({ class_id: '4' });
    expect(matchPrefixed('cms/notice-9')?.entry.title).toBe('notice_detail');
    expect(matchPrefixed('nothing-1')).toBeNull();
    expect(matchPrefixed('sku-')).toBeNull();
  });
  it('marks every member page as needing login', () => {
    expect(PAGES.filter((p) => p.layout === 'member').every((p) => p.auth)).toBe(true);
  });
});

describe('what a page draws with', () => {
  const page = (extra: Partial<PageEntry>): PageEntry => ({
    path: 'x',
    title: 'x',
    layout: 'main',
    load: () => import('../features/catalog/pages/goods-detail-page.tsx'),
    ...extra,
  });

  it('counts the page messages in a first load unless the page says messages: false', () => {
    const [withoutMessages, plain] = routeModules([page({ messages: false }), page({})]);
    expect([withoutMessages?.pageMessages, plain?.pageMessages]).toEqual([false, true]);
  });

  it('draws the home page with the core messages only', () => {
    expect(PAGES.find((p) => p.path === 'index')).toMatchObject({ messages: false });
  });
});
