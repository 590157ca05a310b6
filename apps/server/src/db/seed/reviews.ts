import type { goodsEvaluate } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';
import type { SkuRow } from './goods.ts';
import { BASE_TIME, DAY, createRng, type Rng } from './random.ts';
import { REVIEW_WORDS, type ReviewWords } from './reviews-text.ts';

type EvaluateRow = typeof goodsEvaluate.$inferInsert;

/** explain_type from the star score (facts §2.7): 4–5 good, 2–3 medium, 1 bad. */
const explainType = (scores: number) => (scores >= 4 ? 1 : scores >= 2 ? 2 : 3);

function pickScores(r: Rng): number {
  const x = r.next();
  return x < 0.62 ? 5 : x < 0.8 ? 4 : x < 0.88 ? 3 : x < 0.93 ? 2 : 1;
}

function reviewText(r: Rng, words: ReviewWords, scores: number): string {
  const pool = scores >= 4 ? words.good : scores >= 2 ? words.medium : words.bad;
  const sep = words === REVIEW_WORDS['zh-cn'] ? '' : ' ';
  return r.sample(pool, scores >= 4 ? r.int(1, 2) : 1).join(sep);
}

function oneReview(r: Rng, words: ReviewWords, sku: SkuRow, created: number): EvaluateRow {
  const scores = pickScores(r);
  const pictures = (sku.skuImages ?? '').split(',').filter(Boolean);
  const withImages = pictures.length > 0 && r.chance(0.25);
  const replied = r.chance(scores <= 2 ? 0.9 : 0.3);
  const followed = r.chance(0.1);
  return {
    goodsId: sku.goodsId,
    skuId: sku.skuId as number,
    skuName: sku.skuName,
    skuImage: sku.skuImage ?? '',
    siteId: sku.siteId,
    memberName: r.pick(words.names),
    isAnonymous: r.chance(0.15) ? 1 : 0,
    scores,
    explainType: explainType(scores),
    content: reviewText(r, words, scores),
    images: withImages ? r.sample(pictures, r.int(1, Math.min(3, pictures.length))).join(',') : '',
    explainFirst: replied ? (words.replies[scores <= 2 ? 1 : r.pick([0, 2])] ?? '') : '',
    againContent: followed ? r.pick(words.followUps) : '',
    againExplain: followed && r.chance(0.5) ? r.pick(words.followReplies) : '',
    againTime: followed ? created + r.int(10, 40) * DAY : 0,
    isShow: 1,
    createTime: created,
  };
}

/**
 * Demo reviews for the default catalogue: best sellers get more, written in the shop's language, some with
 * pictures, some anonymous, many with a shop reply. goods.evaluate is set to the number written here.
 */
export function reviewRows(catalog: Catalog, shops: CatalogShop[]): EvaluateRow[] {
  const r = createRng(7731);
  const langOf = new Map(shops.map((s) => [s.siteId, s.lang as keyof typeof REVIEW_WORDS]));
  const skusOf = new Map<number, SkuRow[]>();
  for (const s of catalog.skus) skusOf.set(s.goodsId, [...(skusOf.get(s.goodsId) ?? []), s]);
  const rows: EvaluateRow[] = [];
  for (const g of catalog.goods) {
    const skus = skusOf.get(g.goodsId as number) ?? [];
    const words = REVIEW_WORDS[langOf.get(g.siteId) ?? 'en-us'] ?? REVIEW_WORDS['en-us'];
    const n = skus.length === 0 ? 0 : Math.min(14, Math.floor((g.saleNum ?? 0) / 900)) + r.int(0, 3);
    const since = Math.max(g.createTime ?? 0, BASE_TIME - 300 * DAY);
    const mine: EvaluateRow[] = [];
    for (let i = 0; i < n; i++) {
      const created =
        since + r.int(1, Math.max(2, Math.floor((BASE_TIME - since) / DAY))) * DAY - r.int(0, DAY);
      mine.push(oneReview(r, words, r.pick(skus), Math.min(created, BASE_TIME - 3600)));
    }
    rows.push(...mine);
    // The goods counters the review module keeps up to date from here on.
    const of = (test: (e: EvaluateRow) => boolean) => mine.filter(test).length;
    g.evaluate = n;
    g.evaluateGood = of((e) => e.explainType === 1);
    g.evaluateMedium = of((e) => e.explainType === 2);
    g.evaluateBad = of((e) => e.explainType === 3);
    g.evaluatePictures = of((e) => Boolean(e.images));
    g.evaluateAgain = of((e) => Boolean(e.againContent));
  }
  rows.sort((a, b) => (a.createTime as number) - (b.createTime as number));
  return rows.map((row, i) => ({ evaluateId: i + 1, ...row }));
}
