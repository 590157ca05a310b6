import type { CategoryInfo } from './categories.ts';
import { KO_KINDS } from './catalog-ko.ts';
import { RU_KINDS } from './catalog-ru.ts';
import { ZH_KINDS } from './catalog-zh.ts';
import {
  createListingFactory,
  type BrandRef,
  type GoodsRow,
  type ListingInput,
  type SkuRow,
} from './goods.ts';
import type { Wording } from './goods-text.ts';
import { getKind } from './kind-registry.ts';
import type { LocalKind } from './kinds.ts';
import { createRng, type Rng } from './random.ts';

export interface CatalogShop {
  siteId: number;
  websiteId: number;
  isOwn: number;
  lang: string;
  tops: string[];
}

export interface CatalogContext {
  leaves: CategoryInfo[];
  brandsByTop: Map<string, BrandRef[]>;
  shops: CatalogShop[];
}

export interface Catalog {
  goods: GoodsRow[];
  skus: SkuRow[];
}

const LANG_NAME_INDEX = { 'zh-cn': 1, 'ko-kr': 3, ru: 4 } as const;

function englishInput(
  ctx: CatalogContext,
  r: Rng,
  leaf: CategoryInfo,
  short: boolean,
  pickShop: () => CatalogShop,
): ListingInput {
  const { kind, index } = getKind(leaf.kind);
  const shop = kind.virtual ? (ctx.shops.find((s) => s.isOwn === 1) as CatalogShop) : pickShop();
  const wording: Wording = {
    lang: 'en-us',
    nouns: kind.nouns,
    models: kind.models,
    adjs: kind.adjs,
    feats: kind.feats,
    sell: kind.sell,
    style: kind.style,
  };
  return {
    leaf,
    shop,
    kind,
    kindIndex: index,
    brands: ctx.brandsByTop.get(leaf.topName) ?? [],
    wording,
    short,
  };
}

function localInput(ctx: CatalogContext, lk: LocalKind, shop: CatalogShop): ListingInput {
  const leaf = ctx.leaves.find((l) => l.code === lk.cat);
  if (!leaf) throw new Error(`unknown category code ${lk.cat}`);
  const { kind, index } = getKind(lk.base);
  lk.specValues.forEach((v, i) => {
    if (v.length > (kind.specs[i]?.values.length ?? 0))
      throw new Error(`${lk.lang} ${lk.cat}: more spec values than ${kind.key}`);
  });
  const wording: Wording = {
    lang: lk.lang,
    nouns: lk.nouns,
    models: lk.models,
    adjs: lk.adjs,
    feats: lk.feats,
    sell: lk.sell,
    style: kind.style,
  };
  return {
    leaf,
    shop,
    kind,
    kindIndex: index,
    brands: ctx.brandsByTop.get(leaf.topName) ?? [],
    wording,
    short: false,
    local: {
      names: lk.specNames,
      values: lk.specValues,
      attrs: lk.attrs,
      unit: lk.unit,
      catName: leaf.names[LANG_NAME_INDEX[lk.lang]],
    },
  };
}

/**
 * The default demo catalogue: four or five listings in every level-3 category from the English shops that
 * sell in its top-level category (the self-operated shop takes a share of each), then the foreign-language
 * shops' own listings.
 */
export function buildCatalog(ctx: CatalogContext): Catalog {
  const r = createRng(20260921);
  const make = createListingFactory();
  const out: Catalog = { goods: [], skus: [] };
  const push = (l: { goods: GoodsRow; skus: SkuRow[] }) => {
    out.goods.push(l.goods);
    out.skus.push(...l.skus);
  };
  const own = ctx.shops.find((s) => s.isOwn === 1) as CatalogShop;
  for (const leaf of ctx.leaves) {
    const sellers = ctx.shops.filter(
      (s) => s.lang === 'en-us' && s.isOwn === 0 && s.tops.includes(leaf.topName),
    );
    const count = r.chance(0.3) ? 5 : 4;
    for (let i = 0; i < count; i++) {
      const pickShop = () => (i === 0 || sellers.length === 0 || r.chance(0.2) ? own : r.pick(sellers));
      push(make(r, englishInput(ctx, r, leaf, false, pickShop)));
    }
  }
  const locals: [string, LocalKind[]][] = [
    ['zh-cn', ZH_KINDS],
    ['ko-kr', KO_KINDS],
    ['ru', RU_KINDS],
  ];
  for (const [lang, kinds] of locals) {
    const shop = ctx.shops.find((s) => s.lang === lang);
    if (!shop) continue;
    for (const lk of kinds) for (let i = 0; i < 4; i++) push(make(r, localInput(ctx, lk, shop)));
  }
  return out;
}

/**
 * Extra load-test listings, produced a chunk at a time so 100k goods never sit in memory at once. Ids
 * continue after the default catalogue.
 */
export function* largeCatalogChunks(
  ctx: CatalogContext,
  count: number,
  firstGoodsId: number,
  firstSkuId: number,
  chunk = 1000,
): Generator<Catalog> {
  const r = createRng(424242);
  const make = createListingFactory(firstGoodsId, firstSkuId);
  const sellers = ctx.shops.filter((s) => s.lang === 'en-us');
  for (let done = 0; done < count;) {
    const out: Catalog = { goods: [], skus: [] };
    for (let i = 0; i < chunk && done < count; i++, done++) {
      const leaf = ctx.leaves[done % ctx.leaves.length] as CategoryInfo;
      const l = make(
        r,
        englishInput(ctx, r, leaf, true, () => r.pick(sellers)),
      );
      out.goods.push(l.goods);
      out.skus.push(...l.skus);
    }
    yield out;
  }
}
