import { centsToMoney, toPaged, type Paged, type topic } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { OperatorContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import * as repo from './topic.repository.ts';
import { topicView } from './topic.service.ts';

/*
 * The operator's topic events: save (create, or change one not ended) and close. Goods of any shop may join at
 * a topic price below their own price.
 */

export interface ConsoleTopic extends topic.Topic {
  goods: { sku_id: number; sku_name: string; price: string; topic_price: string }[];
}

async function withGoods(db: Db | Tx, rows: NonNullable<Awaited<ReturnType<typeof repo.selectTopic>>>[]) {
  const items = await repo.selectTopicItems(
    db,
    rows.map((r) => r.topicId),
  );
  return rows.map((r): ConsoleTopic => ({
    ...topicView(r),
    goods: items
      .filter((i) => i.item.topicId === r.topicId)
      .map((i) => ({
        sku_id: i.item.skuId,
        sku_name: i.skuName,
        price: centsToMoney(i.price),
        topic_price: centsToMoney(i.item.topicPrice),
      })),
  }));
}

export async function listTopics(
  db: Db,
  q: { page: number; page_size: number },
): Promise<Paged<ConsoleTopic>> {
  const { rows, total } = await repo.selectAllTopics(db, q);
  return toPaged(await withGoods(db, rows), total, q.page_size);
}

async function topicGoodsRows(db: Db, input: topic.TopicSaveInput) {
  const skus = await repo.selectSkus(
    db,
    input.goods.map((g) => g.sku_id),
  );
  return input.goods.map((g) => {
    const found = skus.find((s) => s.sku.skuId === g.sku_id)?.sku;
    if (!found) throw new AppError('NOT_FOUND', 'TOPIC_SKU_NOT_FOUND');
    if (g.topic_price <= 0 || g.topic_price >= found.price)
      throw new AppError('PARAMETER_ERROR', 'TOPIC_PRICE_TOO_HIGH', { params: { sku_name: found.skuName } });
    return {
      siteId: found.siteId,
      goodsId: found.goodsId,
      skuId: found.skuId,
      topicPrice: g.topic_price,
      isDefault: 1,
    };
  });
}

async function loadOne(db: Db | Tx, topicId: number) {
  const row = await repo.selectTopic(db, topicId);
  return row ? (await withGoods(db, [row]))[0] : undefined;
}

export async function saveTopic(db: Db, ctx: OperatorContext, input: topic.TopicSaveInput) {
  const now = Math.floor(Date.now() / 1000);
  const before = input.topic_id ? await loadOne(db, input.topic_id) : undefined;
  if (input.topic_id && !before) throw notFound('TOPIC_NOT_FOUND');
  if (input.end_time <= now) throw new AppError('PARAMETER_ERROR', 'TOPIC_END_IN_PAST');
  const goods = await topicGoodsRows(db, input);
  const fields = {
    topicName: input.topic_name,
    topicAdv: input.topic_adv,
    bgColor: input.bg_color.toLowerCase(),
    remark: input.remark,
    startTime: input.start_time,
    endTime: input.end_time,
    status: input.start_time <= now ? 2 : 1,
  };
  return db.transaction(async (tx) => {
    let topicId = input.topic_id ?? 0;
    if (topicId) {
      if (!(await repo.updateOpenTopic(tx, topicId, fields)))
        throw new AppError('FAIL', 'TOPIC_NOT_EDITABLE');
    } else topicId = await repo.insertTopic(tx, { ...fields, createTime: now });
    await repo.replaceTopicGoods(
      tx,
      topicId,
      goods.map((g) => ({ ...g, topicId })),
    );
    const after = await loadOne(tx, topicId);
    await ctx.audit(tx, { target: 'topic', targetId: topicId, before: before ?? null, after });
    return after!;
  });
}

export async function closeTopic(db: Db, ctx: OperatorContext, topicId: number) {
  const before = await loadOne(db, topicId);
  if (!before) throw notFound('TOPIC_NOT_FOUND');
  return db.transaction(async (tx) => {
    if (!(await repo.updateOpenTopic(tx, topicId, { status: 3 })))
      throw new AppError('FAIL', 'TOPIC_NOT_EDITABLE');
    const after = await loadOne(tx, topicId);
    await ctx.audit(tx, { target: 'topic', targetId: topicId, before, after });
    return after!;
  });
}
