import type { catalog } from '@mall/contracts';
import { describe, expect, it } from 'vitest';
import {
  advSlides,
  brandListPath,
  brandSlot,
  categoryListPath,
  categorySlot,
  currentFloorIndex,
  floorHasContent,
  wideBannerScale,
  floorTitle,
  goodsSlot,
  imgSlot,
  linkTarget,
  linkUrl,
  safeColor,
  textSlot,
} from './floor-slots.ts';

const sku = (sku_id: number): catalog.SkuCard => ({
  goods_id: sku_id,
  sku_id,
  sku_name: `Sku ${sku_id}`,
  goods_name: `Goods ${sku_id}`,
  price: '10.00',
  market_price: '12.00',
  discount_price: '9.50',
  stock: 5,
  sale_num: 3,
  sku_image: 'upload/a.png',
  goods_image: 'upload/a.png',
  site_id: 1,
  site_name: 'Shop',
  website_id: 0,
  is_own: 0,
  is_free_shipping: 0,
  is_virtual: 0,
  introduction: '',
  promotion_type: 0,
});

const floor = {
  id: 1,
  title: 'Phones',
  block_name: 'floor-style-1',
  block_title: 'Style 1',
  value: {
    title: {
      type: 'text',
      value: { text: 'Phone zone', color: '#ff0000', link: { url: '/list?category_id=1' } },
    },
    leftImg: { type: 'img', value: { url: 'upload/left.png', link: { url: 'https://example.com/x' } } },
    bottomImg: { type: 'img', value: { url: '', link: { url: '' } } },
    goodsList: { type: 'goods', value: { sku_ids: [1, 2], list: [sku(1), sku(2)] } },
    brandList: {
      type: 'brand',
      value: { brand_ids: [4], list: [{ brand_id: 4, brand_name: 'B', brand_initial: 'B', image_url: '' }] },
    },
    categoryList: {
      type: 'category',
      value: {
        category_ids: [7],
        list: [{ category_id: 7, category_name: 'Cat', short_name: 'C', level: 2, image: '', image_adv: '' }],
      },
    },
  },
} satisfies catalog.Floor;

describe('floor slots', () => {
  it('reads each kind of slot', () => {
    expect(textSlot(floor, 'title')).toEqual({
      text: 'Phone zone',
      color: '#ff0000',
      url: '/list?category_id=1',
    });
    expect(imgSlot(floor, 'leftImg')).toEqual({ src: 'upload/left.png', url: 'https://example.com/x' });
    expect(goodsSlot(floor, 'goodsList').map((g) => g.sku_id)).toEqual([1, 2]);
    expect(brandSlot(floor, 'brandList')).toHaveLength(1);
    expect(categorySlot(floor, 'categoryList')[0]?.short_name).toBe('C');
  });

  it('answers empty for missing, mistyped or malformed slots', () => {
    expect(imgSlot(floor, 'bottomImg')).toBeUndefined(); // no picture
    expect(textSlot(floor, 'subTitle')).toBeUndefined();
    expect(goodsSlot(floor, 'title')).toEqual([]); // a text slot read as goods
    expect(imgSlot(floor, 'goodsList')).toBeUndefined();
    const broken = {
      value: {
        a: null,
        b: { type: 'goods' },
        c: { type: 'goods', value: { list: 'nope' } },
        d: { type: 'goods', value: { list: [null, 3, { sku_id: 'x' }, sku(9)] } },
      },
    } as unknown as catalog.Floor;
    expect(goodsSlot(broken, 'a')).toEqual([]);
    expect(goodsSlot(broken, 'b')).toEqual([]);
    expect(goodsSlot(broken, 'c')).toEqual([]);
    expect(goodsSlot(broken, 'd').map((g) => g.sku_id)).toEqual([9]);
    expect(goodsSlot(undefined, 'x')).toEqual([]);
    expect(goodsSlot({ value: null } as unknown as catalog.Floor, 'x')).toEqual([]);
    expect(
      textSlot({ value: { t: { type: 'text', value: { text: 5 } } } } as unknown as catalog.Floor, 't'),
    ).toEqual({
      text: '5',
      color: '',
      url: '',
    });
  });

  it('names a floor by its title slot, else its own title', () => {
    expect(floorTitle(floor)).toBe('Phone zone');
    expect(floorTitle({ title: 'Own', value: {} })).toBe('Own');
    expect(floorTitle(undefined)).toBe('');
  });
});

describe('links', () => {
  it('reads link objects, JSON strings and plain paths', () => {
    expect(linkUrl({ url: '/sku-1' })).toBe('/sku-1');
    expect(linkUrl('{"url":"/list?brand_id=2","title":"x"}')).toBe('/list?brand_id=2');
    expect(linkUrl('{broken')).toBe('');
    expect(linkUrl('/street')).toBe('/street');
    expect(linkUrl(null)).toBe('');
    expect(linkUrl(42)).toBe('');
  });

  it('tells routes from other sites and drops scripts', () => {
    expect(linkTarget('')).toEqual({ kind: 'none' });
    expect(linkTarget('#')).toEqual({ kind: 'none' });
    expect(linkTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(linkTarget('https://a.example/x')).toEqual({ kind: 'external', href: 'https://a.example/x' });
    expect(linkTarget('//cdn.example/x')).toEqual({ kind: 'external', href: '//cdn.example/x' });
    expect(linkTarget('/sku-3')).toEqual({ kind: 'internal', to: '/sku-3' });
    expect(linkTarget('list?keyword=a')).toEqual({ kind: 'internal', to: '/list?keyword=a' });
    expect(linkTarget('/web/cart')).toEqual({ kind: 'internal', to: '/cart' });
    expect(linkTarget('/web')).toEqual({ kind: 'internal', to: '/' });
    expect(linkTarget('/webinar')).toEqual({ kind: 'internal', to: '/webinar' });
  });

  it('builds list paths for categories and brands', () => {
    expect(categoryListPath({ category_id: 7, level: 2 })).toBe('/list?category_id=7&level=2');
    expect(categoryListPath({ category_id: 7, level: 0 })).toBe('/list?category_id=7&level=1');
    expect(brandListPath({ brand_id: 4 })).toBe('/list?brand_id=4');
  });
});

describe('colours and adverts', () => {
  it('accepts only colour-looking values', () => {
    expect(safeColor('#e4393c')).toBe('#e4393c');
    expect(safeColor(' rgb(1, 2, 3) ')).toBe('rgb(1, 2, 3)');
    expect(safeColor('red')).toBe('red');
    expect(safeColor('red; background:url(x)')).toBeUndefined();
    expect(safeColor('')).toBeUndefined();
    expect(safeColor(undefined)).toBeUndefined();
  });

  it('keeps slides with a picture and parses their links', () => {
    const slides = advSlides({
      adv_list: [
        {
          adv_id: 1,
          adv_title: 'A',
          adv_image: 'upload/a.jpg',
          adv_url: '{"url":"/list"}',
          background: '#123456',
        },
        { adv_id: 2, adv_title: 'B', adv_image: '', adv_url: { url: '/x' }, background: '' },
        { adv_id: 3, adv_title: 'C', adv_image: 'upload/c.jpg', adv_url: { url: '' }, background: 'bad;' },
      ],
    });
    expect(slides).toEqual([
      { id: 1, title: 'A', src: 'upload/a.jpg', url: '/list', background: '#123456' },
      { id: 3, title: 'C', src: 'upload/c.jpg', url: '', background: undefined },
    ]);
    expect(advSlides(undefined)).toEqual([]);
    expect(advSlides({ adv_list: null })).toEqual([]);
  });
});

describe('current floor', () => {
  it('is the last floor whose top passed the line', () => {
    expect(currentFloorIndex([500, 900, 1400], 300)).toBe(0);
    expect(currentFloorIndex([-200, 250, 900], 300)).toBe(1);
    expect(currentFloorIndex([-900, -400, -10], 300)).toBe(2);
    expect(currentFloorIndex([], 300)).toBe(0);
  });
  it('is the last floor at the bottom of the page', () => {
    expect(currentFloorIndex([-900, 100, 500], 300, true)).toBe(2);
    expect(currentFloorIndex([], 300, true)).toBe(0);
  });
});

describe('floor content', () => {
  it('counts pictures and non-empty lists, not titles', () => {
    expect(floorHasContent(floor)).toBe(true);
    const titleOnly: Pick<catalog.Floor, 'value'> = {
      value: { title: floor.value.title, subTitle: floor.value.title },
    };
    expect(floorHasContent(titleOnly)).toBe(false);
    const emptyLists: Pick<catalog.Floor, 'value'> = {
      value: {
        goodsList: { type: 'goods', value: { sku_ids: [1], list: [] } },
        bottomImg: { type: 'img', value: { url: '', link: { url: '/x' } } },
      },
    };
    expect(floorHasContent(emptyLists)).toBe(false);
    expect(floorHasContent({ value: { leftImg: floor.value.leftImg } })).toBe(true);
    expect(floorHasContent(undefined)).toBe(false);
    expect(floorHasContent({ value: null } as unknown as catalog.Floor)).toBe(false);
  });
});

describe('wide banners', () => {
  it('scales full-width pictures so their centred content fills the box', () => {
    expect(wideBannerScale(1920, 1200)).toBe(1.6);
    expect(wideBannerScale(1200, 1200)).toBeUndefined();
    expect(wideBannerScale(730, 1200)).toBeUndefined();
    expect(wideBannerScale(0, 1200)).toBeUndefined();
    expect(wideBannerScale(undefined, 1200)).toBeUndefined();
  });
});
