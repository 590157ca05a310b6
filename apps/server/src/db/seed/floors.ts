import type { catalog } from '@mall/contracts';
import type { pcFloor } from '../schema/index.ts';
import type { CategoryInfo } from './categories.ts';
import { I18N_LANGS, type I18nLang } from './category-tree.ts';
import type { GoodsRow, SkuRow } from './goods.ts';
import { floorPicture } from './image-paths.ts';
import type { Family } from './kinds.ts';
import { BASE_TIME, DAY } from './random.ts';

type FloorRow = typeof pcFloor.$inferInsert;

export interface FloorDef {
  style: 1 | 2 | 3;
  top: string;
  /** [English, zh-cn, zh-tw, ko-kr, ru] */
  title: [string, string, string, string, string];
  sub?: [string, string, string, string, string];
  colour: string;
  family: Family;
  /** Top-level categories whose brands fill a style-3 brand list. */
  brandTops?: string[];
}

export const FLOORS: FloorDef[] = [
  {
    style: 1,
    top: 'Phones & Digital',
    title: ['Phones & Digital', '手机数码', '手機數位', '휴대폰·디지털', 'Телефоны и гаджеты'],
    colour: '#1f4fd8',
    family: 'phone',
  },
  {
    style: 2,
    top: "Women's Fashion",
    title: ['Fashion Picks', '时尚精选', '時尚精選', '패션 추천', 'Модная подборка'],
    sub: [
      'New arrivals every Friday',
      '每周五上新',
      '每週五上新',
      '매주 금요일 신상품',
      'Новинки каждую пятницу',
    ],
    colour: '#c2185b',
    family: 'dress',
  },
  {
    style: 3,
    top: 'Home & Furniture',
    title: ['Home & Living', '家居生活', '居家生活', '홈·리빙', 'Дом и уют'],
    colour: '#a85a14',
    family: 'sofa',
    brandTops: ['Home & Furniture', 'Home Appliances', 'Pet Supplies'],
  },
  {
    style: 1,
    top: 'Beauty & Personal Care',
    title: ['Beauty', '美妆个护', '美妝個護', '뷰티', 'Красота'],
    colour: '#d81b60',
    family: 'bottle',
  },
  {
    style: 3,
    top: 'Food & Beverages',
    title: ['Food & Drinks', '食品饮料', '食品飲料', '식품·음료', 'Еда и напитки'],
    colour: '#4a7024',
    family: 'pouch',
    brandTops: ['Food & Beverages', 'Pet Supplies', 'Toys, Kids & Baby'],
  },
  {
    style: 2,
    top: 'Sports & Outdoors',
    title: ['Sports & Outdoors', '运动户外', '運動戶外', '스포츠·아웃도어', 'Спорт и отдых'],
    sub: [
      'Gear for every adventure',
      '装备每一次出发',
      '裝備每一次出發',
      '모든 모험을 위한 장비',
      'Снаряжение для приключений',
    ],
    colour: '#2e7d32',
    family: 'tent',
  },
  {
    style: 1,
    top: 'Computers & Office',
    title: ['Computers & Office', '电脑办公', '電腦辦公', '컴퓨터·사무', 'Компьютеры и офис'],
    colour: '#00796b',
    family: 'laptop',
  },
  {
    style: 3,
    top: 'Toys, Kids & Baby',
    title: ['Kids & Baby', '母婴童装', '母嬰童裝', '유아·키즈', 'Детям'],
    colour: '#9a6200',
    family: 'teddy',
    brandTops: ['Toys, Kids & Baby', 'Books, Music & Gifts', 'Shoes & Bags'],
  },
];

/** A floor picture in English (no language) or in one of the four others: its words are the shopper's. */
export const floorImage = (i: number, slot: 'left' | 'bottom', lang?: I18nLang) =>
  floorPicture(`${i + 1}-${slot}${lang ? `-${lang}` : ''}`);
/** The line under a floor picture's title when the floor has no subtitle: [English, zh-cn, zh-tw, ko-kr, ru]. */
export const TOP_PICKS: [string, string, string, string, string] = [
  'Top picks of the week',
  '本周精选好物',
  '本週精選好物',
  '이번 주 추천 상품',
  'Лучшее за неделю',
];
/** The button drawn on a tall picture (a floor's, the home pop-up's), in the same order of languages. */
export const SHOP_NOW: [string, string, string, string, string] = [
  'Shop now ›',
  '去逛逛 ›',
  '去逛逛 ›',
  '쇼핑하기 ›',
  'В магазин ›',
];
/** The words drawn on a floor's picture in a language (index 0 English, then zh-cn, zh-tw, ko-kr, ru). */
export const floorPictureText = (f: FloorDef, slot: 'left' | 'bottom', li: number) => ({
  headline: f.title[li]!,
  sub: slot === 'bottom' && f.sub ? f.sub[li]! : TOP_PICKS[li]!,
});
export const FLOOR_LEFT_SIZE = { 1: [240, 600], 3: [240, 480] } as const;
export const FLOOR_BOTTOM_SIZE = [1200, 120] as const;

export interface FloorSources {
  infos: CategoryInfo[];
  goods: GoodsRow[];
  skus: SkuRow[];
  brandIdsByTop: Map<string, number[]>;
}

/** One in-stock SKU per on-sale main-site listing of a top category, best sellers first. */
function candidates(src: FloorSources, topId: number): number[] {
  const firstInStock = new Map<number, number>();
  for (const s of src.skus) {
    if ((s.stock ?? 0) > 0 && !firstInStock.has(s.goodsId)) firstInStock.set(s.goodsId, s.skuId as number);
  }
  return src.goods
    .filter(
      (g) =>
        g.categoryId1 === topId &&
        g.goodsState === 1 &&
        g.websiteId === 0 &&
        firstInStock.has(g.goodsId as number),
    )
    .sort((a, b) => (b.saleNum ?? 0) - (a.saleNum ?? 0) || (a.goodsId as number) - (b.goodsId as number))
    .map((g) => firstInStock.get(g.goodsId as number) as number);
}

export function floorRows(src: FloorSources): FloorRow[] {
  return FLOORS.map((f, i): FloorRow => {
    const top = src.infos.find((c) => c.level === 1 && c.topName === f.top);
    if (!top) throw new Error(`floor ${f.title[0]}: unknown category ${f.top}`);
    const link = { url: `/list?category_id=${top.id}&level=1` };
    const skuIds = candidates(src, top.id);
    const text = (t: string, color: string) => ({ type: 'text' as const, value: { text: t, color, link } });
    const img = (slot: 'left' | 'bottom') => ({
      type: 'img' as const,
      value: { url: floorImage(i, slot), link },
    });
    const goods = (ids: number[]) => ({ type: 'goods' as const, value: { sku_ids: ids } });
    let value: catalog.StoredFloorValue;
    if (f.style === 1) {
      value = {
        title: text(f.title[0], f.colour),
        leftImg: img('left'),
        bottomImg: img('bottom'),
        goodsList: goods(skuIds.slice(0, 8 + (i % 3))),
      };
    } else if (f.style === 2) {
      value = {
        title: text(f.title[0], f.colour),
        subTitle: text(f.sub?.[0] ?? '', '#6b6b6b'),
        bottomImg: img('bottom'),
        goodsList: goods(skuIds.slice(0, 10)),
      };
    } else {
      const cats = src.infos
        .filter((c) => c.level === 3 && c.ids[0] === top.id)
        .slice(0, 8)
        .map((c) => c.id);
      const brands = (f.brandTops ?? [f.top]).flatMap((t) => src.brandIdsByTop.get(t) ?? []).slice(0, 8);
      value = {
        title: text(f.title[0], f.colour),
        leftImg: img('left'),
        categoryList: { type: 'category', value: { category_ids: cats } },
        rightGoodsList: goods(skuIds.slice(0, 6)),
        bottomGoodsList: goods(skuIds.slice(6, 11)),
        brandList: { type: 'brand', value: { brand_ids: brands } },
      };
    }
    // Each language's texts and pictures (the picture slots a floor style has), beside the English base.
    const pictures = (l: I18nLang) => ({
      ...(value.leftImg ? { leftImg: floorImage(i, 'left', l) } : {}),
      bottomImg: floorImage(i, 'bottom', l),
    });
    return {
      id: i + 1,
      websiteId: 0,
      title: f.title[0],
      blockName: `floor-style-${f.style}`,
      value,
      state: 1,
      sort: (FLOORS.length - i) * 10,
      createTime: BASE_TIME - (60 - i) * DAY,
      i18n: Object.fromEntries(
        I18N_LANGS.map((l, li) => [
          l,
          {
            ...(f.sub ? { title: f.title[li + 1], subTitle: f.sub[li + 1] } : { title: f.title[li + 1] }),
            ...pictures(l),
          },
        ]),
      ),
    };
  });
}
