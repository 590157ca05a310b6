import { centsToMoney, toPaged, type Lang, type Paged, type topic } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './topic.repository.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';

/* The storefront's topic event reads (facts §5.4 /topic/api/*). */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** With the 'topic' addon off every call says so (spec §8 "Plugins"). */
export function requirePlugin(enabled: boolean): void {
  if (!enabled) throw new AppError('FAIL', 'TOPIC_PLUGIN_NOT_INSTALLED');
}

/** By the dates, so a status job running a few seconds late changes nothing a buyer can do. */
export function statusAt(row: { status: number; startTime: number; endTime: number }, now: number): number {
  if (row.status === 3 || row.endTime <= now) return 3;
  return row.startTime <= now ? 2 : 1;
}

type TopicRow = NonNullable<Awaited<ReturnType<typeof repo.selectTopic>>>;
/** A topic; with `lang` its name and remark in that language (the base text when untranslated). */
export const topicView = (t: TopicRow, now = nowSeconds(), lang?: Lang): topic.Topic => ({
  topic_id: t.topicId,
  topic_name: lang ? pickI18n(t.i18n, lang, 'topic_name', t.topicName) : t.topicName,
  topic_adv: t.topicAdv,
  bg_color: t.bgColor,
  remark: lang ? pickI18n(t.i18n, lang, 'remark', t.remark) : t.remark,
  start_time: t.startTime,
  end_time: t.endTime,
  status: statusAt(t, now),
});

const goodsView = (g: repo.TopicGoodsRow): topic.TopicGoods => ({
  id: g.item.id,
  topic_id: g.item.topicId,
  site_id: g.item.siteId,
  site_name: g.siteName,
  goods_id: g.item.goodsId,
  sku_id: g.item.skuId,
  sku_name: g.skuName,
  sku_image: g.skuImage,
  price: centsToMoney(g.price),
  topic_price: centsToMoney(g.item.topicPrice),
  stock: g.stock,
  unit: g.unit,
  goods_state: g.goodsState,
});

export async function topicPage(
  db: Db,
  q: { page: number; page_size: number },
  lang?: Lang,
): Promise<Paged<topic.Topic>> {
  const now = nowSeconds();
  const { rows, total } = await repo.selectRunningTopics(db, q, now);
  return toPaged(
    rows.map((r) => topicView(r, now, lang)),
    total,
    q.page_size,
  );
}

/** /topic/api/topic/info: one topic whatever its status (the page says when it has ended). */
export async function topicInfo(db: Db | Tx, topicId: number, lang?: Lang): Promise<topic.Topic> {
  const row = await repo.selectTopic(db, topicId);
  if (!row) throw notFound('TOPIC_NOT_FOUND');
  return topicView(row, nowSeconds(), lang);
}

export async function topicGoodsPage(
  db: Db,
  q: { page: number; page_size: number; topic_id?: number; goods_id?: number },
  websiteId: number,
): Promise<Paged<topic.TopicGoods>> {
  const { rows, total } = await repo.selectTopicGoods(db, {
    topicId: q.topic_id,
    goodsId: q.goods_id,
    websiteId,
    page: q.page,
    pageSize: q.page_size,
    now: nowSeconds(),
  });
  return toPaged(rows.map(goodsView), total, q.page_size);
}

/** /topic/api/topicgoods/detail: one topic goods with its topic; another city's reads as not found. */
export async function topicGoodsDetail(
  db: Db,
  id: number,
  websiteId: number,
  lang?: Lang,
): Promise<topic.TopicGoodsDetail> {
  const g = await repo.selectTopicGoodsById(db, id);
  if (!g || (websiteId > 0 && g.websiteId !== websiteId)) throw notFound('TOPIC_NOT_FOUND');
  return { ...goodsView(g), topic: await topicInfo(db, g.item.topicId, lang) };
}
