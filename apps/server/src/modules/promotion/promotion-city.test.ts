import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSale, makeSlot } from '../../flows/checkout/checkout-seckill-test-helpers.ts';
import { idemKey, plainMembers, prepareSku } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The chosen city scopes promotions as it scopes the catalog (facts §9.2: seckill, groupbuy and topic lists
 * filter by website_id, the goods' city): Beijing (website 1) sees Beijing's goods only, no city sees all.
 */

let t: TestApp;
let demo: string;
let owner1: string;
let admin: string;
type Sku = { sku_id: number; goods_id: number };
let beijing: Sku;
let nationwide: Sku;
const now = () => Math.floor(Date.now() / 1000);
const BEIJING = 1;
const SHANGHAI = 2;

async function placeIn(sku: Sku, websiteId: number) {
  await t.database.db.execute(`update goods set website_id = ${websiteId} where goods_id = ${sku.goods_id}`);
  await t.database.db.execute(
    `update goods_sku set website_id = ${websiteId} where goods_id = ${sku.goods_id}`,
  );
  // One open group buy per SKU: end what the seed left on it.
  await t.database.db.execute(`update promotion_groupbuy set status = 3 where sku_id = ${sku.sku_id}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  owner1 = await consoleToken(t, 'shop1');
  admin = await consoleToken(t, 'admin');
  beijing = await prepareSku(t, 1, { n: 70, stock: 50 });
  nationwide = await prepareSku(t, 1, { n: 71, stock: 50 });
  await placeIn(beijing, BEIJING);
  await placeIn(nationwide, 0);
});
afterAll(() => t.close());

const ids = (list: { id?: number; groupbuy_id?: number }[]) => list.map((x) => x.id ?? x.groupbuy_id);

describe('the city choice scopes promotions', () => {
  it('seckill: slots, the slot’s goods, the detail and the checkout', async () => {
    const slot = await makeSlot(t, 0, 86_400);
    const inBeijing = await makeSale(t, beijing, { stock: 5, slots: [slot] });
    const everywhere = await makeSale(t, nationwide, { stock: 5, slots: [slot] });
    const slotIds = async (website_id?: number) =>
      (await t.call('/seckill/api/seckill/lists', { website_id })).body.data.list.map(
        (s: { id: number }) => s.id,
      );
    expect(await slotIds()).toContain(slot);
    expect(await slotIds(BEIJING)).toContain(slot);
    expect(await slotIds(SHANGHAI)).not.toContain(slot);
    const page = async (website_id?: number) =>
      ids(
        (await t.call('/seckill/api/seckillgoods/page', { seckill_id: slot, page_size: 50, website_id })).body
          .data.list,
      );
    expect(await page()).toEqual([inBeijing.seckill_id, everywhere.seckill_id]);
    expect(await page(BEIJING)).toEqual([inBeijing.seckill_id]);
    const detail = (seckill_id: number, website_id: number) =>
      t.call('/seckill/api/seckillgoods/detail', { seckill_id, website_id });
    expect((await detail(inBeijing.seckill_id, BEIJING)).body.code).toBe(0);
    expect((await detail(everywhere.seckill_id, BEIJING)).body.error_code).toBe('NOT_FOUND');
    expect((await detail(everywhere.seckill_id, 0)).body.code).toBe(0);
    const buy = (sale: Sku & { seckill_id: number }, website_id: number) =>
      t.call('/seckill/api/ordercreate/create', {
        token: demo,
        idempotency_key: idemKey(),
        ...sale,
        num: 1,
        website_id,
      });
    expect((await buy(everywhere as never, BEIJING)).body.error_code).toBe('NOT_FOUND');
    expect((await buy(inBeijing as never, BEIJING)).body.code).toBe(0);
  });

  it('group buy: the list and the detail', async () => {
    const add = async (sku: Sku) => {
      const r = await t.call('/merchant/api/groupbuy/add', {
        token: owner1,
        sku_id: sku.sku_id,
        groupbuy_price: '80.00',
        buy_num: 2,
        start_time: now() - 60,
        end_time: now() + 86_400,
      });
      expect(r.body.code, r.body.message).toBe(0);
      return r.body.data.groupbuy_id as number;
    };
    const [inBeijing, everywhere] = [await add(beijing), await add(nationwide)];
    const page = async (website_id: number) =>
      ids((await t.call('/groupbuy/api/goods/page', { page_size: 100, website_id })).body.data.list);
    expect(await page(0)).toEqual(expect.arrayContaining([inBeijing, everywhere]));
    expect(await page(BEIJING)).toContain(inBeijing);
    expect(await page(BEIJING)).not.toContain(everywhere);
    expect(await page(SHANGHAI)).not.toContain(inBeijing);
    const detail = (groupbuy_id: number, website_id: number) =>
      t.call('/groupbuy/api/goods/detail', { groupbuy_id, website_id });
    expect((await detail(everywhere, BEIJING)).body.error_code).toBe('NOT_FOUND');
    expect((await detail(inBeijing, BEIJING)).body.code).toBe(0);
  });

  it('topic: the topic’s goods and their detail', async () => {
    const saved = await t.call('/operator/api/topic/save', {
      token: admin,
      topic_name: 'City week',
      bg_color: '#FFEEDD',
      start_time: now() - 60,
      end_time: now() + 86_400,
      goods: [
        { sku_id: beijing.sku_id, topic_price: '70.00' },
        { sku_id: nationwide.sku_id, topic_price: '70.00' },
      ],
    });
    expect(saved.body.code, saved.body.message).toBe(0);
    const topicId = saved.body.data.topic_id as number;
    const goodsOf = async (website_id: number) =>
      (await t.call('/topic/api/topicgoods/page', { topic_id: topicId, website_id })).body.data.list.map(
        (g: { goods_id: number; id: number }) => g,
      );
    expect(await goodsOf(0)).toHaveLength(2);
    const inBeijing = await goodsOf(BEIJING);
    expect(inBeijing.map((g: { goods_id: number }) => g.goods_id)).toEqual([beijing.goods_id]);
    expect(await goodsOf(SHANGHAI)).toEqual([]);
    const other = (await goodsOf(0)).find((g: { goods_id: number }) => g.goods_id === nationwide.goods_id);
    const detail = await t.call('/topic/api/topicgoods/detail', { id: other.id, website_id: BEIJING });
    expect(detail.body.error_code).toBe('NOT_FOUND');
  });
});
