import { memberFollow, pagedSchema } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.loginAs('alice');
  bob = await t.loginAs('bob');
});
afterAll(() => t.close());

const one = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
/** An on-sale SKU of an open shop that alice does not follow yet. */
const freshSku = (offset = 0) =>
  one<{ sku_id: number; goods_id: number }>(`select sku_id, goods_id from goods_sku s
    where goods_state = 1 and verify_state = 1 and is_delete = 0
      and not exists (select 1 from goods_collect c where c.goods_id = s.goods_id)
    order by sku_id offset ${offset} limit 1`);
const collectNum = async (goodsId: number) =>
  (await one<{ collect_num: number }>(`select collect_num from goods where goods_id = ${goodsId}`))
    .collect_num;
const page = async (token: string) =>
  pagedSchema(memberFollow.collectItemSchema).parse(
    (await t.call('/api/goodscollect/page', { token, page: 1, page_size: 50 })).body.data,
  );
const isCollect = async (goodsId: number, token?: string) =>
  (await t.call('/api/goodscollect/iscollect', { goods_id: goodsId, ...(token ? { token } : {}) })).body.data;

describe('following goods', () => {
  it('follows, shows in the list with live fields, counts on the goods, and unfollows', async () => {
    const sku = await freshSku();
    const before = await collectNum(sku.goods_id);
    const add = await t.call('/api/goodscollect/add', { token: bob, sku_id: sku.sku_id });
    expect(add.body.code).toBe(0);
    expect(typeof add.body.data).toBe('number');
    expect(await isCollect(sku.goods_id, bob)).toBe(1);
    expect(await isCollect(sku.goods_id, alice)).toBe(0);
    expect(await collectNum(sku.goods_id)).toBe(before + 1);
    const [first] = (await page(bob)).list;
    expect(first).toMatchObject({
      collect_id: add.body.data,
      goods_id: sku.goods_id,
      sku_id: sku.sku_id,
      goods_state: 1,
    });
    expect(first!.price).toMatch(/^\d+\.\d\d$/);
    expect((await t.call('/api/goodscollect/delete', { token: bob, goods_id: sku.goods_id })).body.data).toBe(
      1,
    );
    expect(await isCollect(sku.goods_id, bob)).toBe(0);
    expect(await collectNum(sku.goods_id)).toBe(before);
  });

  it('counts twenty parallel follows once and answers the same collect_id', async () => {
    const sku = await freshSku(1);
    const before = await collectNum(sku.goods_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/api/goodscollect/add', { token: bob, sku_id: sku.sku_id })),
    );
    expect(new Set(answers.map((a) => a.body.data)).size).toBe(1);
    expect(await collectNum(sku.goods_id)).toBe(before + 1);
    const other = await one<{ sku_id: number }>(
      `select sku_id from goods_sku where goods_id = ${sku.goods_id} and sku_id <> ${sku.sku_id} limit 1`,
    );
    if (other) {
      const again = await t.call('/api/goodscollect/add', { token: bob, sku_id: other.sku_id });
      expect(again.body.data).toBe(answers[0]!.body.data);
      expect(await collectNum(sku.goods_id)).toBe(before + 1);
    }
  });

  it("cannot delete another member's follow, and such a delete changes nothing", async () => {
    const [followed] = (await page(alice)).list;
    const before = await collectNum(followed!.goods_id);
    const res = await t.call('/api/goodscollect/delete', {
      token: bob,
      goods_id: followed!.goods_id,
      lang: 'en-us',
    });
    expect(res.body).toMatchObject({ error_code: 'NOT_FOUND', message: 'You do not follow this product' });
    expect(await isCollect(followed!.goods_id, alice)).toBe(1);
    expect(await collectNum(followed!.goods_id)).toBe(before);
    expect((await page(bob)).list.map((c) => c.goods_id)).not.toContain(followed!.goods_id);
  });

  it('refuses unknown, off-shelf, deleted and closed-shop goods', async () => {
    const call = (skuId: number) =>
      t.call('/api/goodscollect/add', { token: bob, sku_id: skuId, lang: 'en-us' });
    expect((await call(999_999)).body.error_code).toBe('NOT_FOUND');
    const off = await one<{ sku_id: number }>('select sku_id from goods_sku where goods_state = 0 limit 1');
    expect((await call(off.sku_id)).body).toMatchObject({
      error_code: 'FAIL',
      message: 'This product has been taken off the shelves',
    });
    const sku = await freshSku(2);
    await t.database.db.execute(`update goods_sku set is_delete = 1 where sku_id = ${sku.sku_id}`);
    expect((await call(sku.sku_id)).body.error_code).toBe('NOT_FOUND');
    await t.database.db.execute(`update goods_sku set is_delete = 0 where sku_id = ${sku.sku_id}`);
    const closed = await one<{ sku_id: number }>(
      'select sku_id from goods_sku where site_id = 8 and goods_state = 1 limit 1',
    );
    await t.database.db.execute('update shop set shop_status = 0 where site_id = 8');
    expect((await call(closed.sku_id)).body.message).toBe('This shop is closed');
    await t.database.db.execute('update shop set shop_status = 1 where site_id = 8');
  });

  it('shows a followed goods that left the shelves as not buyable', async () => {
    const list = (await page(alice)).list;
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.some((c) => c.goods_state === 0)).toBe(true);
    const times = list.map((c) => c.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('forces login (iscollect answers 0 to guests) and rejects bad input', async () => {
    expect(await isCollect(1)).toBe(0);
    expect((await t.call('/api/goodscollect/add', { sku_id: 1 })).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call('/api/goodscollect/delete', { goods_id: 1 })).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call('/api/goodscollect/page', { token: 'dead' })).body.error_code).toBe('TOKEN_ERROR');
    for (const bad of [[1], '1;drop', -3, 0, 'x'.repeat(20), true]) {
      expect((await t.call('/api/goodscollect/add', { token: bob, sku_id: bad })).body.error_code).toBe(
        'PARAMETER_ERROR',
      );
      expect((await t.call('/api/goodscollect/iscollect', { goods_id: bad })).body.error_code).toBe(
        'PARAMETER_ERROR',
      );
    }
    expect((await t.call('/api/goodscollect/add', { token: bob })).body.error_code).toBe('PARAMETER_ERROR');
  });
});
