import type { promotionManjian } from '../schema/index.ts';
import type { Catalog, CatalogShop } from './catalog.ts';
import { pgArray } from './pg-array.ts';
import { MANJIAN_I18N } from './offers-i18n.ts';
import { I18N_LANGS } from './category-tree.ts';

type ManjianRow = typeof promotionManjian.$inferInsert;
const DAY = 86_400;
const rule = (limit: number, discount: number, freeShipping = 0, point = 0) => ({
  limit,
  discount_money: discount,
  free_shipping: freeShipping,
  point,
});

/**
 * Threshold offers of a few shops, running from three days before the seeding for a month (so they are
 * live whenever a fresh demo database is looked at). Money limits and discounts are cents; count limits
 * (type 1) are pieces.
 */
/** The offer's name and remark in the other languages (the shop wrote some in Korean, so English is one). */
function manjianI18n(name: string, remark: string) {
  const [n, r] = [name, remark].map((text) => {
    const words = MANJIAN_I18N[text];
    if (!words) throw new Error(`Seed: no translations for "${text}"`);
    return words;
  }) as [(typeof MANJIAN_I18N)[string], (typeof MANJIAN_I18N)[string]];
  const i18n: Record<string, { manjian_name: string; remark: string }> = {};
  I18N_LANGS.forEach((lang, li) => (i18n[lang] = { manjian_name: n.four[li]!, remark: r.four[li]! }));
  if (n['en-us'] && r['en-us']) i18n['en-us'] = { manjian_name: n['en-us'], remark: r['en-us'] };
  return i18n;
}

export function manjianRows(shops: CatalogShop[], catalog: Catalog, now: number): ManjianRow[] {
  const bySite = (pick: (s: CatalogShop) => boolean) => shops.find(pick)?.siteId ?? 0;
  const own = bySite((s) => s.isOwn === 1);
  const korean = bySite((s) => s.lang === 'ko-kr');
  const fashion = shops.find((s) => s.lang === 'en-us' && s.tops.includes("Women's Fashion") && !s.isOwn);
  const koreanGoods = catalog.goods
    .filter((g) => g.siteId === korean)
    .slice(0, 6)
    .map((g) => g.goodsId as number);
  // insertAll takes its columns from the first row, so every row names goods_ids.
  const window = {
    goodsIds: pgArray([] as number[]),
    status: 1,
    startTime: now - 3 * DAY,
    endTime: now + 30 * DAY,
    createTime: now - 4 * DAY,
  };
  const rows: ManjianRow[] = [
    {
      siteId: own,
      manjianName: 'Spend more, save more',
      type: 0,
      manjianType: 1,
      ruleJson: [rule(19900, 2000), rule(39900, 5000, 1), rule(69900, 10000, 1, 200)],
      remark: 'Applies to every self-operated item.',
      ...window,
    },
    {
      siteId: korean,
      manjianName: '지정 스킨케어 $30 이상 구매 시 $3 할인',
      type: 0,
      manjianType: 2,
      ruleJson: [rule(3000, 300), rule(6000, 800, 1)],
      remark: '지정 상품에만 적용됩니다.',
      ...window,
      goodsIds: pgArray(koreanGoods),
    },
  ];
  if (fashion) {
    rows.push({
      siteId: fashion.siteId,
      manjianName: 'Buy 2 save $10, buy 3 save $25',
      type: 1,
      manjianType: 1,
      ruleJson: [rule(2, 1000), rule(3, 2500, 1)],
      remark: 'Mix and match across the whole shop.',
      ...window,
    });
  }
  return rows.map((row, i) => ({
    manjianId: i + 1,
    ...row,
    i18n: manjianI18n(row.manjianName, row.remark ?? ''),
  }));
}
