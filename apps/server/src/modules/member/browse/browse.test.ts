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

/** Rows of a raw query (drizzle types execute() loosely; both drivers answer { rows }). */
const query = async <T>(q: string) => ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

const skus = (n: number) =>
  query<{ sku_id: number; goods_id: number }>(
    `select min(sku_id) as sku_id, goods_id from goods_sku where goods_state = 1 and is_delete = 0
      group by goods_id order by goods_id desc limit ${n}`,
  );
const page = async (token: string, pageSize = 50) =>
  pagedSchema(memberFollow.browseItemSchema).parse(
    (await t.call('/api/goodsbrowse/page', { token, page: 1, page_size: pageSize })).body.data,
  );
const add = (token: string, s: { sku_id: number; goods_id: number }) =>
  t.call('/api/goodsbrowse/add', { token, goods_id: s.goods_id, sku_id: s.sku_id });

describe('footprints', () => {
  it('keeps one row per goods, newest first, refreshing the time on each view', async () => {
    const [a, b] = await skus(2);
    const first = await add(bob, a!);
    expect(first.body.code).toBe(0);
    await add(bob, b!);
    let list = (await page(bob)).list;
    expect(list.map((f) => f.goods_id)).toEqual([b!.goods_id, a!.goods_id]);
    await t.database.db.execute('update goods_browse set browse_time = browse_time - 100');
    const again = await add(bob, a!);
    expect(again.body.data).toBe(first.body.data);
    list = (await page(bob)).list;
    expect(list.map((f) => f.goods_id)).toEqual([a!.goods_id, b!.goods_id]);
    expect(list[0]!.browse_time).toBeGreaterThan(list[1]!.browse_time);
    expect(list[0]).toMatchObject({ sku_id: a!.sku_id, goods_state: 1 });
  });

  it('lists the seeded days of footprints in pages', async () => {
    const all = await page(alice);
    expect(all.count).toBeGreaterThanOrEqual(16);
    const days = new Set(all.list.map((f) => Math.floor(f.browse_time / 86_400)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    const second = pagedSchema(memberFollow.browseItemSchema).parse(
      (await t.call('/api/goodsbrowse/page', { token: alice, page: 2, page_size: 5 })).body.data,
    );
    expect(second.list.map((f) => f.id)).toEqual(all.list.slice(5, 10).map((f) => f.id));
    expect(second.page_count).toBe(Math.ceil(all.count / 5));
  });

  it("deletes one or many of one's own footprints, never another member's", async () => {
    const mine = (await page(alice)).list;
    const theirs = (await page(bob)).list;
    const stranger = await t.call('/api/goodsbrowse/delete', { token: bob, id: mine[0]!.id });
    expect(stranger.body.error_code).toBe('NOT_FOUND');
    const mixed = await t.call('/api/goodsbrowse/delete', {
      token: bob,
      id: `${mine[0]!.id},${theirs[0]!.id}`,
    });
    expect(mixed.body.data).toBe(1);
    expect((await page(alice)).count).toBe(mine.length);
    const many = await t.call('/api/goodsbrowse/delete', {
      token: alice,
      id: mine
        .slice(0, 3)
        .map((f) => f.id)
        .join(','),
    });
    expect(many.body.data).toBe(3);
    expect((await page(alice)).count).toBe(mine.length - 3);
    expect((await t.call('/api/goodsbrowse/delete', { token: alice, id: mine[3]!.id })).body.data).toBe(1);
  });

  it('refuses unknown goods, a SKU of another goods and closed shops', async () => {
    const [a, b] = await skus(2);
    expect((await add(bob, { sku_id: 999_999, goods_id: 999_999 })).body.error_code).toBe('NOT_FOUND');
    expect((await add(bob, { sku_id: a!.sku_id, goods_id: b!.goods_id })).body.error_code).toBe('NOT_FOUND');
    const [site] = await query<{ site_id: number }>(
      `select site_id from goods_sku where sku_id = ${a!.sku_id}`,
    );
    await t.database.db.execute(`update shop set shop_status = 0 where site_id = ${site!.site_id}`);
    expect((await add(bob, a!)).body.error_code).toBe('NOT_FOUND');
    await t.database.db.execute(`update shop set shop_status = 1 where site_id = ${site!.site_id}`);
  });

  it('forces login and rejects bad ids', async () => {
    const [a] = await skus(1);
    expect(
      (await t.call('/api/goodsbrowse/add', { goods_id: a!.goods_id, sku_id: a!.sku_id })).body.error_code,
    ).toBe('TOKEN_ERROR');
    expect((await t.call('/api/goodsbrowse/page', {})).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call('/api/goodsbrowse/delete', { id: 1 })).body.error_code).toBe('TOKEN_ERROR');
    for (const id of ['1,,2', '1 or 1=1', [1, 2], '', 0, Array(101).fill(1).join(','), { id: 1 }]) {
      expect((await t.call('/api/goodsbrowse/delete', { token: alice, id })).body.error_code).toBe(
        'PARAMETER_ERROR',
      );
    }
    expect(
      (await t.call('/api/goodsbrowse/add', { token: alice, goods_id: 'a', sku_id: 1 })).body.error_code,
    ).toBe('PARAMETER_ERROR');
  });
});
