import { pagedSchema, shop } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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

const followers = async (siteId: number) =>
  (await query<{ sub_num: number }>(`select sub_num from shop where site_id = ${siteId}`))[0]!;
const subscribed = async (token: string | undefined, siteId: number) =>
  (await t.call('/api/shopmember/issubscribe', { site_id: siteId, ...(token ? { token } : {}) })).body.data;
const followedPage = async (token: string) =>
  pagedSchema(shop.memberShopSchema).parse(
    (await t.call('/api/shopmember/membershoppages', { token, page: 1, page_size: 20 })).body.data,
  );

describe('following shops', () => {
  it('follows and unfollows, moving the follower count with it', async () => {
    const before = (await followers(3)).sub_num;
    expect(await subscribed(bob, 3)).toBe(0);
    expect((await t.call('/api/shopmember/add', { token: bob, site_id: 3 })).body).toMatchObject({
      code: 0,
      data: 1,
    });
    expect(await subscribed(bob, 3)).toBe(1);
    expect((await followers(3)).sub_num).toBe(before + 1);
    expect((await t.call('/api/shop/detail', { site_id: 3 })).body.data.shop_collect).toBe(before + 1);
    expect((await followedPage(bob)).list.map((s) => s.site_id)).toContain(3);
    expect((await t.call('/api/shopmember/delete', { token: bob, site_id: 3 })).body).toMatchObject({
      code: 0,
      data: 0,
    });
    expect(await subscribed(bob, 3)).toBe(0);
    expect((await followers(3)).sub_num).toBe(before);
  });

  it('counts twenty parallel follows of one member once', async () => {
    const before = (await followers(6)).sub_num;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.call('/api/shopmember/add', { token: bob, site_id: 6 })),
    );
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect((await followers(6)).sub_num).toBe(before + 1);
    const rows = await query(
      `select count(*)::int as n from shop_member where site_id = 6 and member_id = (select member_id from member where username = 'bob')`,
    );
    expect(rows[0]).toEqual({ n: 1 });
    const deletes = await Promise.all(
      Array.from({ length: 5 }, () => t.call('/api/shopmember/delete', { token: bob, site_id: 6 })),
    );
    expect(deletes.filter((d) => d.body.code === 0)).toHaveLength(1);
    expect((await followers(6)).sub_num).toBe(before);
  });

  it("cannot touch another member's follow: unfollowing a shop you do not follow is not found", async () => {
    const before = (await followers(5)).sub_num;
    expect(await subscribed(alice, 5)).toBe(1);
    const res = await t.call('/api/shopmember/delete', { token: bob, site_id: 5, lang: 'en-us' });
    expect(res.body).toMatchObject({ error_code: 'NOT_FOUND', message: 'You do not follow this shop' });
    expect(await subscribed(alice, 5)).toBe(1);
    expect((await followers(5)).sub_num).toBe(before);
    expect((await followedPage(bob)).list.map((s) => s.site_id)).not.toContain(5);
  });

  it('refuses to follow closed or unknown shops, and hides closed ones from the list', async () => {
    await t.database.db.execute('update shop set shop_status = 0 where site_id = 10');
    const closed = await t.call('/api/shopmember/add', { token: bob, site_id: 10, lang: 'en-us' });
    expect(closed.body).toMatchObject({ error_code: 'NOT_FOUND', message: 'This shop is closed' });
    expect((await t.call('/api/shopmember/add', { token: bob, site_id: 9999 })).body.error_code).toBe(
      'NOT_FOUND',
    );
    const list = await followedPage(alice);
    expect(list.list.map((s) => s.site_id)).toEqual([1, 5, 9]);
    expect(list.count).toBe(3);
    // Leaving a closed shop is still allowed.
    expect((await t.call('/api/shopmember/delete', { token: alice, site_id: 10 })).body.code).toBe(0);
    await t.database.db.execute('update shop set shop_status = 1 where site_id = 10');
  });

  it('forces login for add, delete and the list; answers 0 to guests on issubscribe', async () => {
    expect(await subscribed(undefined, 1)).toBe(0);
    expect(await subscribed('not-a-token', 1)).toBe(0);
    for (const path of ['/api/shopmember/add', '/api/shopmember/delete', '/api/shopmember/membershoppages']) {
      const own = path.endsWith('membershoppages') ? {} : { site_id: 1 };
      expect((await t.call(path, own)).body.error_code).toBe('TOKEN_ERROR');
      expect((await t.call(path, { ...own, token: 'dead' })).body.error_code).toBe('TOKEN_ERROR');
    }
    for (const bad of [['1'], 'x', 0, null]) {
      expect((await t.call('/api/shopmember/add', { token: bob, site_id: bad })).body.error_code).toBe(
        'PARAMETER_ERROR',
      );
    }
    const get = await t.app.inject({ method: 'GET', url: `/api/shopmember/add?site_id=1&token=${bob}` });
    expect(get.statusCode).toBe(404);
  });
});
