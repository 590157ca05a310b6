import type { promotionTopic, promotionTopicGoods } from '../schema/index.ts';
import type { Catalog } from './catalog.ts';
import { TOPIC_I18N } from './offers-i18n.ts';
import { i18nOf, translationOf } from './translations.ts';

const DAY = 86_400;

/**
 * One running topic event (from yesterday for a month) with eight goods of different shops at 88 % of their
 * price, and one that starts in three days. Physical, in-stock SKUs on sale without their own discount or minimum.
 */
const topicI18n = (name: string, remark: string) =>
  i18nOf({ topic_name: translationOf(TOPIC_I18N, name), remark: translationOf(TOPIC_I18N, remark) });

export function topicRows(catalog: Catalog, now: number) {
  const goodsOk = new Set(
    catalog.goods.filter((g) => g.goodsState === 1 && g.isVirtual !== 1).map((g) => g.goodsId as number),
  );
  const shopsSeen = new Set<number>();
  const skus = catalog.skus.filter((s) => {
    const ok =
      goodsOk.has(s.goodsId) &&
      !shopsSeen.has(s.siteId) &&
      (s.stock as number) >= 50 &&
      (s.price as number) >= 1000 &&
      s.promotionType !== 1 &&
      !s.minBuy &&
      (s.skuId as number) % 7 === 3;
    if (ok) shopsSeen.add(s.siteId);
    return ok;
  });
  const topics: (typeof promotionTopic.$inferInsert)[] = [
    {
      topicId: 1,
      topicName: 'Winter warm-up week',
      bgColor: '#fdebd3',
      remark: 'Picks from every shop at topic prices while the week lasts.',
      i18n: topicI18n('Winter warm-up week', 'Picks from every shop at topic prices while the week lasts.'),
      startTime: now - DAY,
      endTime: now + 30 * DAY,
      status: 2,
      createTime: now - 2 * DAY,
    },
    {
      topicId: 2,
      topicName: 'New year home refresh',
      bgColor: '#e3f1ff',
      remark: 'Coming soon.',
      i18n: topicI18n('New year home refresh', 'Coming soon.'),
      startTime: now + 3 * DAY,
      endTime: now + 20 * DAY,
      status: 1,
      createTime: now - 2 * DAY,
    },
  ];
  const goods: (typeof promotionTopicGoods.$inferInsert)[] = skus.slice(0, 8).map((s) => ({
    topicId: 1,
    siteId: s.siteId,
    goodsId: s.goodsId,
    skuId: s.skuId as number,
    topicPrice: Math.floor(((s.price as number) * 88) / 100),
    isDefault: 1,
  }));
  return { topics, goods };
}
