import { ATTRIBUTES } from './attributes.ts';
import type { goods, goodsSku } from '../schema/index.ts';
import type { CategoryInfo } from './categories.ts';
import { writeContent, writeTitle, type Wording } from './goods-text.ts';
import { searchDocument } from '../../platform/search-grams.ts';
import { goodsPicture } from './image-paths.ts';
import { pgArray } from './pg-array.ts';
import type { Kind } from './kinds.ts';
import { BASE_TIME, DAY, type Rng } from './random.ts';

export type GoodsRow = typeof goods.$inferInsert;
export type SkuRow = typeof goodsSku.$inferInsert;

export interface BrandRef {
  id: number;
  name: string;
  slug: string;
  specialist: boolean;
}
export interface ShopRef {
  siteId: number;
  websiteId: number;
  isOwn: number;
}

export interface ListingInput {
  leaf: CategoryInfo;
  shop: ShopRef;
  kind: Kind;
  kindIndex: number;
  brands: BrandRef[];
  wording: Wording;
  /** Localised spec names and values (aligned with kind.specs); absent for English listings. */
  local?: { names: string[]; values: string[][]; attrs: Kind['attrs']; unit: string; catName: string };
  /** Load-test listings: one or two pictures' worth of SKUs and a shorter description. */
  short: boolean;
}

const LANG_NO = { 'en-us': 0, 'zh-cn': 1, 'ko-kr': 2, ru: 3 } as const;

/** Prices a merchant would pick: 19.99, 349.00, 1290.00 … in cents. */
function basePrice(r: Rng, kind: Kind): number {
  if (kind.max <= 0) return 0;
  const raw = kind.min * Math.pow(kind.max / kind.min, r.next());
  const units = raw < 200 ? Math.max(1, Math.round(raw)) : Math.round(raw / 10) * 10;
  return units * 100 - (r.chance(0.7) ? 1 : 0);
}

function pickIndexes(r: Rng, n: number, lo: number, hi: number, contiguous: boolean): number[] {
  const k = r.int(Math.min(lo, n), Math.min(hi, n));
  if (contiguous) {
    const start = r.int(0, n - k);
    return Array.from({ length: k }, (_, i) => start + i);
  }
  return r
    .sample(
      Array.from({ length: n }, (_, i) => i),
      k,
    )
    .sort((a, b) => a - b);
}

/** Builds goods and their SKUs with fixed ids, so the goods row can point at its first SKU. */
export function createListingFactory(firstGoodsId = 1, firstSkuId = 1) {
  let goodsId = firstGoodsId;
  let skuId = firstSkuId;
  return function makeListing(r: Rng, input: ListingInput): { goods: GoodsRow; skus: SkuRow[] } {
    const { leaf, shop, kind, wording, local } = input;
    const specSource = kind.specs.slice(0, 2);
    // Most listings carry the brand that leads this level-2 category; specialists never stray outside it.
    const lead = input.brands[leaf.subIndex % input.brands.length] as BrandRef;
    const others = input.brands.filter((b) => !b.specialist);
    const brand =
      kind.style !== 'product' || lead.specialist || others.length === 0 || r.chance(0.6)
        ? lead
        : r.pick(others);
    const id = goodsId++;
    const langNo = LANG_NO[wording.lang];
    const specs = specSource.map((s, si) => {
      const names = local?.values[si] ?? s.values;
      const n = Math.min(names.length, s.values.length);
      const chosen = input.short
        ? pickIndexes(r, n, 1, si === 0 ? 3 : 1, false)
        : pickIndexes(r, n, 2, si === 0 ? 4 : 3, si > 0);
      const specId = langNo * 10000 + (input.kindIndex + 1) * 10 + si + 1;
      const specName = local?.names[si] ?? s.name;
      const values = chosen.map((vi) => ({
        spec_id: specId,
        spec_name: specName,
        spec_value_id: specId * 100 + vi + 1,
        spec_value_name: names[vi] as string,
        image: si === 0 ? goodsPicture(kind.key, brand.slug, vi) : '',
        add: s.add[vi] ?? 0,
      }));
      return { spec_id: specId, spec_name: specName, values };
    });
    const variantNames = specs.flatMap((s) => s.values.map((v) => v.spec_value_name));
    const title = writeTitle(r, wording, brand.name, wording.lang === 'en-us' ? leaf.tag : '', variantNames);
    const pictures = (specs[0]?.values ?? []).map((v) => v.image).slice(0, 3);
    const base = basePrice(r, kind);
    const markup = kind.style === 'card' || r.chance(0.15) ? 1 : 1.1 + r.next() * 0.4;
    const created = BASE_TIME - r.int(2, 420) * DAY - r.int(0, DAY - 1);
    const state = r.chance(0.03) ? 0 : 1;
    const maxBuy = r.chance(0.05) ? r.pick([1, 2, 5]) : 0;
    const freeShipping = kind.virtual || base >= 9900 || r.chance(0.4) ? 1 : 0;
    const catIds = { categoryId1: leaf.ids[0], categoryId2: leaf.ids[1], categoryId3: leaf.ids[2] };
    const common = {
      siteId: shop.siteId,
      websiteId: shop.websiteId,
      goodsState: state,
      verifyState: 1,
      isVirtual: kind.virtual ? 1 : 0,
      isFreeShipping: freeShipping,
      isOwn: shop.isOwn,
      brandId: brand.id,
      ...catIds,
    };
    const combos: (typeof specs)[number]['values'][number][][] = [[]];
    for (const s of specs) {
      const nextCombos = combos.flatMap((c) => s.values.map((v) => [...c, v]));
      combos.splice(0, combos.length, ...nextCombos);
    }
    const skus: SkuRow[] = combos.map((combo, ci) => {
      const price = Math.max(99, base + combo.reduce((sum, v) => sum + v.add * 100, 0));
      const picture = combo[0]?.image ?? pictures[0] ?? '';
      const sale = Math.floor(Math.pow(r.next(), 3) * 4000);
      return {
        skuId: skuId++,
        goodsId: id,
        ...common,
        skuNo: `${brand.slug.slice(0, 3).toUpperCase()}${id}-${ci + 1}`,
        skuName: `${title.name} ${combo.map((v) => v.spec_value_name).join(' ')}`.slice(0, 255),
        goodsName: title.name,
        skuSpecFormat: combo.map(({ add: _add, ...v }) => v),
        price,
        marketPrice: markup === 1 ? price : Math.ceil((price * markup) / 100) * 100,
        discountPrice: price,
        costPrice: Math.round(price * 0.6),
        stock: kind.virtual ? 9999 : r.chance(0.04) ? 0 : r.int(3, 999),
        saleNum: sale,
        clickNum: sale * r.int(3, 12) + r.int(0, 500),
        collectNum: Math.floor(sale / r.int(8, 30)),
        skuImage: picture,
        skuImages: [picture, ...pictures.filter((p) => p !== picture)].join(','),
        weight: kind.weight,
        unit: local?.unit ?? kind.unit,
        maxBuy,
        createTime: created,
      };
    });
    const cheapest = skus.reduce((a, b) => ((b.price as number) < (a.price as number) ? b : a));
    const attrList = local?.attrs ?? kind.attrs;
    const attrs = attrList.map((a) => {
      const valueName = a.values[r.int(0, a.values.length - 1)] as string;
      // One id per attribute across languages, so "屏幕尺寸" and "Screen size" filter as one attribute.
      const ids = ATTRIBUTES.ids(a.name, valueName);
      return {
        attr_class_id: input.kindIndex + 1,
        attr_id: ids.attrId,
        attr_name: a.name,
        attr_value_id: ids.attrValueId,
        attr_value_name: valueName,
      };
    });
    const intro = r.pick(wording.sell);
    const sum = (f: (s: SkuRow) => number) => skus.reduce((t, s) => t + f(s), 0);
    const row: GoodsRow = {
      goodsId: id,
      goodsName: title.name,
      ...common,
      goodsClass: kind.virtual ? 2 : 1,
      categoryId: leaf.id,
      brandName: brand.name,
      goodsImage: pictures.join(','),
      goodsContent: writeContent({
        lang: wording.lang,
        intro,
        sell: wording.sell.filter((s) => s !== intro),
        feats: title.feats,
        brand: brand.name,
        model: title.model,
        attrs: attrs.map((a) => ({ name: a.attr_name, value: a.attr_value_name })),
        specs: specs.map((s) => ({ name: s.spec_name, values: s.values.map((v) => v.spec_value_name) })),
        weight: kind.weight,
        virtual: kind.virtual,
        short: input.short,
      }),
      introduction: intro.slice(0, 255),
      keywords: [brand.name, title.noun, local?.catName ?? leaf.names[0]].join(',').slice(0, 255),
      unit: local?.unit ?? kind.unit,
      goodsSpecFormat: specs.map((s) => ({
        spec_id: s.spec_id,
        spec_name: s.spec_name,
        value: s.values.map(({ add: _a, ...v }) => v),
      })),
      goodsAttrFormat: attrs,
      price: cheapest.price,
      marketPrice: cheapest.marketPrice,
      goodsStock: sum((s) => s.stock ?? 0),
      saleNum: sum((s) => s.saleNum ?? 0),
      clickNum: sum((s) => s.clickNum ?? 0),
      collectNum: sum((s) => s.collectNum ?? 0),
      evaluate: Math.floor(sum((s) => s.saleNum ?? 0) / 7),
      maxBuy,
      skuId: skus[0]?.skuId ?? 0,
      sort: 0,
      createTime: created,
      modifyTime: created + r.int(0, 30) * DAY,
    };
    const listed = skus[0];
    if (listed) {
      const doc = searchDocument(row.goodsName, row.keywords ?? '');
      Object.assign(listed, {
        isDefault: 1,
        searchText: doc.searchText,
        searchGrams: pgArray(doc.searchGrams),
      });
    }
    return { goods: row, skus };
  };
}
