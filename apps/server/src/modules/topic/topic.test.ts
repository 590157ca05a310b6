import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idemKey, one, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { createJobRunner } from '../../platform/jobs/job-runner.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach } from '../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { topicStatusJob } from './topic-status.ts';

/* Topic events (facts §5.4): the operator sets one up, the storefront lists it, its goods sell at the topic price. */

let t: TestApp;
let demo: string;
let admin: string;
let sku: { sku_id: number; goods_id: number };
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  admin = await consoleToken(t, 'admin');
  sku = await prepareSku(t, 1, { n: 60, price: 10000, stock: 30 });
});
reconcileAfterEach(() => t);
afterAll(() => t.close());

const save = (body: Record<string, unknown> = {}) =>
  t.call('/operator/api/topic/save', {
    token: admin,
    topic_name: 'Test week',
    bg_color: '#FFEEDD',
    start_time: now() - 60,
    end_time: now() + 86_400,
    goods: [{ sku_id: sku.sku_id, topic_price: '70.00' }],
    ...body,
  });
const create = (body: Record<string, unknown>) =>
  t.call('/topic/api/ordercreate/create', { token: demo, idempotency_key: idemKey(), ...body });

describe('topic event', () => {
  let topicId = 0;
  let goodsId = 0;
  it('the operator creates a running topic; the storefront lists it and its goods', async () => {
    const r = await save();
    expect(r.body.code, r.body.message).toBe(0);
    topicId = r.body.data.topic_id;
    expect(r.body.data).toMatchObject({ status: 2, bg_color: '#ffeedd' });
    const page = await t.call('/topic/api/topic/page', {});
    expect(page.body.data.list.map((x: { topic_id: number }) => x.topic_id)).toContain(topicId);
    const goods = await t.call('/topic/api/topicgoods/page', { topic_id: topicId });
    expect(goods.body.data.list).toHaveLength(1);
    goodsId = goods.body.data.list[0].id;
    expect(goods.body.data.list[0]).toMatchObject({ topic_price: '70.00', price: '100.00' });
    const byGoods = await t.call('/topic/api/topicgoods/page', { goods_id: sku.goods_id });
    expect(byGoods.body.data.list.map((x: { id: number }) => x.id)).toContain(goodsId);
    const detail = await t.call('/topic/api/topicgoods/detail', { id: goodsId });
    expect(detail.body.data.topic.topic_name).toBe('Test week');
  });

  it('its goods are bought at the topic price and the order says topic', async () => {
    const made = await create({ topic_goods_id: goodsId, num: 2 });
    expect(made.body.code, made.body.message).toBe(0);
    const o = await one(
      t,
      `select o.promotion_type, o.promotion_id, o.goods_money, g.price from "order" o
       join order_goods g on g.order_id = o.order_id where o.out_trade_no = '${made.body.data}'`,
    );
    expect(o).toMatchObject({
      promotion_type: 'topic',
      promotion_id: goodsId,
      goods_money: 14000,
      price: 7000,
    });
  });

  it('bad input is refused, changing nothing', async () => {
    const count = async () => (await one(t, `select count(*)::int as n from promotion_topic`)).n;
    const before = await count();
    for (const bad of [
      { goods: [{ sku_id: sku.sku_id, topic_price: '100.00' }] },
      { goods: [{ sku_id: sku.sku_id, topic_price: '-1' }] },
      { goods: [{ sku_id: sku.sku_id, topic_price: '1e308' }] },
      { goods: [{ sku_id: 99_999_999, topic_price: '1' }] },
      { goods: [] },
      { bg_color: 'red' },
      { topic_name: '' },
      { topic_adv: '../etc/passwd' },
      { end_time: now() - 10, start_time: now() - 100 },
    ]) {
      const r = await save(bad);
      expect(['PARAMETER_ERROR', 'NOT_FOUND'], JSON.stringify(bad)).toContain(r.body.error_code);
    }
    expect(await count()).toBe(before);
    for (const num of ['x', -1, 0, 1e308, '123456789012'])
      expect((await create({ topic_goods_id: goodsId, num })).body.error_code, String(num)).toBe(
        'PARAMETER_ERROR',
      );
  });

  it('the status job starts and ends topics on time, once with two runners; an ended topic refuses', async () => {
    const start = now() + 3600;
    const r = await save({ topic_name: 'Later', start_time: start, end_time: start + 600 });
    const later = r.body.data.topic_id;
    expect(r.body.data.status).toBe(1);
    const id = (await one(t, `select id from promotion_topic_goods where topic_id = ${later}`)).id;
    expect((await create({ topic_goods_id: id, num: 1 })).body.message).toBe(
      'This topic event has not started yet',
    );
    const status = async () =>
      (await one(t, `select status from promotion_topic where topic_id = ${later}`)).status;
    const a = createJobRunner(t.database.db, [topicStatusJob]);
    const b = createJobRunner(t.database.db, [topicStatusJob]);
    const ran = await Promise.all([a.tick(start + 1), b.tick(start + 1)]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await status()).toBe(2);
    await a.tick(start + 700);
    expect(await status()).toBe(3);
    const closed = await t.call('/operator/api/topic/close', { token: admin, topic_id: topicId });
    expect(closed.body.data.status).toBe(3);
    expect((await create({ topic_goods_id: goodsId, num: 1 })).body.message).toBe('This event has ended');
  });

  it('plugin off says so', async () => {
    const off = await createTestApp({ ADDONS_DISABLED: 'topic' });
    try {
      expect((await off.call('/topic/api/topic/page', { lang: 'zh-cn' })).body.message).toBe(
        '专题活动插件未安装',
      );
    } finally {
      await off.close();
    }
  });
});
