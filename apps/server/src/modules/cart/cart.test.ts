import { cart } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
let seededShops = 0;
let skus: { sku_id: number; site_id: number; stock: number }[];

const sql = (text: string) => t.database.db.execute(text);
const rows = async <T>(text: string) => ((await sql(text)) as unknown as { rows: T[] }).rows;
const lines = async (token: string) =>
  cart.cartListSchema.parse((await t.call('/api/cart/goodslists', { token })).body.data);
const add = (token: string, sku_id: number, num: number) => t.call('/api/cart/add', { token, sku_id, num });

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.loginAs('alice'), t.loginAs('bob')]);
  // Two SKUs of two different shops, reset to known limits so every rule below is checked against them.
  const found = await rows<{ sku_id: number; site_id: number }>(`select distinct on (site_id) sku_id, site_id
    from goods_sku where goods_state = 1 and verify_state = 1 and is_delete = 0 order by site_id, sku_id limit 3`);
  skus = found.map((r) => ({ ...r, stock: 50 }));
  await sql(`update goods_sku set stock = 50, min_buy = 0, max_buy = 0
    where sku_id in (${skus.map((s) => s.sku_id).join(',')})`);
  const demo = await lines(await t.loginAs('demo'));
  seededShops = new Set(demo.map((l) => l.site_id)).size;
  await sql(
    `delete from goods_cart where member_id in (select member_id from member where username in ('alice','bob'))`,
  );
});
afterAll(() => t.close());

describe('login is forced', () => {
  it.each([
    ['/api/cart/add', { sku_id: 1, num: 1 }],
    ['/api/cart/edit', { cart_id: 1, num: 1 }],
    ['/api/cart/delete', { cart_id: 1 }],
    ['/api/cart/batchAdd', { sku_list: [{ sku_id: 1, num: 1 }] }],
    ['/api/cart/goodslists', {}],
    ['/api/cart/count', {}],
  ])('%s answers TOKEN_ERROR without a token', async (path, body) => {
    const res = await t.call(path, body);
    expect(outcomeOf(res)).toBe('TOKEN_ERROR');
    expect(res.body.error_code).toBe('TOKEN_ERROR');
  });
});

describe('adding and listing', () => {
  it("seeds demo's cart with lines from three shops", () => {
    expect(seededShops).toBe(3);
  });

  it('adds a line, sums a second add into it and lists it with the SKU as it is now', async () => {
    const [a] = skus;
    const first = await add(alice, a!.sku_id, 2);
    expect(first.body.code).toBe(0);
    const second = await add(alice, a!.sku_id, 3);
    expect(second.body.data).toBe(first.body.data);
    await sql(`update goods_sku set discount_price = 12345 where sku_id = ${a!.sku_id}`);
    const [line] = await lines(alice);
    expect(line).toMatchObject({ sku_id: a!.sku_id, num: 5, discount_price: '123.45', site_id: a!.site_id });
    expect(line!.site_name.length).toBeGreaterThan(0);
    expect((await t.call('/api/cart/count', { token: alice })).body.data).toBe(5);
  });

  it('prices a line as the goods page does: a limited discount only inside its window, the level discount', async () => {
    const [a] = skus;
    await sql(`update goods_sku set price = 20000, discount_price = 15000, promotion_type = 1,
      start_time = 0, end_time = 1 where sku_id = ${a!.sku_id}`);
    await sql(`update member_level set consume_discount = 95 where level_id =
      (select member_level from member where username = 'alice')`);
    const line = (await lines(alice)).find((l) => l.sku_id === a!.sku_id)!;
    expect(line).toMatchObject({ price: '200.00', discount_price: '200.00', member_price: '190.00' });
    await sql(`update goods_sku set end_time = 4000000000 where sku_id = ${a!.sku_id}`);
    expect((await lines(alice)).find((l) => l.sku_id === a!.sku_id)!.discount_price).toBe('150.00');
    await sql(`update member_level set consume_discount = 100`);
    expect((await lines(alice)).find((l) => l.sku_id === a!.sku_id)!.member_price).toBe('');
  });

  it('refuses 0, off-shelf, sold-out, over-stock and over-limit quantities with the spec texts', async () => {
    const [, b] = skus;
    expect((await add(alice, b!.sku_id, 0)).body.message).toBe('Purchase quantity cannot be 0');
    expect((await add(alice, b!.sku_id, 51)).body.message).toMatch(/^Insufficient stock/);
    await sql(`update goods_sku set max_buy = 4 where sku_id = ${b!.sku_id}`);
    expect((await add(alice, b!.sku_id, 3)).body.code).toBe(0);
    expect((await add(alice, b!.sku_id, 2)).body.message).toMatch(/^Purchase limit: at most 4/);
    await sql(`update goods_sku set min_buy = 10, max_buy = 0 where sku_id = ${b!.sku_id}`);
    expect((await add(bob, b!.sku_id, 2)).body.message).toMatch(/from 10 pieces/);
    expect((await add(alice, b!.sku_id, 7)).body.code).toBe(0);
    await sql(`update goods_sku set min_buy = 0, stock = 0 where sku_id = ${b!.sku_id}`);
    expect((await add(alice, b!.sku_id, 1)).body.message).toBe('Product sold out');
    await sql(`update goods_sku set stock = 50, goods_state = 0 where sku_id = ${b!.sku_id}`);
    expect((await add(alice, b!.sku_id, 1)).body.message).toBe('Product taken off the shelves');
    expect(outcomeOf(await add(alice, 999_999, 1))).toBe('NOT_FOUND');
    const zh = await t.call('/api/cart/add', { token: alice, sku_id: b!.sku_id, num: 0, lang: 'zh-cn' });
    expect(zh.body.message).toBe('购买数量不能为0');
  });

  it('lists off-shelf lines with their state and leaves them out of the count', async () => {
    const [a, b] = skus;
    const list = await lines(alice);
    const off = list.find((l) => l.sku_id === b!.sku_id)!;
    expect(off.goods_state).toBe(0);
    expect(cart.isCartLineValid(off)).toBe(false);
    expect(list.find((l) => l.sku_id === a!.sku_id)!.num).toBe(5);
    expect((await t.call('/api/cart/count', { token: alice })).body.data).toBe(5);
    await sql(`update goods_sku set goods_state = 1 where sku_id = ${b!.sku_id}`);
    await sql(`update shop set shop_status = 0 where site_id = ${b!.site_id}`);
    const closed = (await lines(alice)).find((l) => l.sku_id === b!.sku_id)!;
    expect(closed.shop_status).toBe(0);
    await sql(`update shop set shop_status = 1 where site_id = ${b!.site_id}`);
  });

  it('ends 20 parallel adds of one SKU as one line with the summed quantity, never above stock', async () => {
    const [, , c] = skus;
    await sql(`update goods_sku set stock = 15 where sku_id = ${c!.sku_id}`);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(bob, c!.sku_id, 1)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(15);
    expect(
      results.filter((r) => r.body.code !== 0).every((r) => /^Insufficient stock/.test(r.body.message)),
    ).toBe(true);
    const mine = (await lines(bob)).filter((l) => l.sku_id === c!.sku_id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.num).toBe(15);
  });
});

describe('editing and deleting', () => {
  it('edits within limits and refuses 0 and over-stock', async () => {
    const [line] = await lines(alice);
    const edit = (num: unknown, cart_id: unknown = line!.cart_id) =>
      t.call('/api/cart/edit', { token: alice, cart_id, num });
    expect((await edit(9)).body.code).toBe(0);
    expect((await lines(alice))[0]!.num).toBe(9);
    expect((await edit(0)).body.message).toBe('Purchase quantity cannot be 0');
    expect((await edit(51)).body.message).toMatch(/^Insufficient stock/);
    expect((await lines(alice))[0]!.num).toBe(9);
  });

  it("answers not found for another member's line and changes nothing", async () => {
    const mine = await lines(alice);
    const id = mine[0]!.cart_id;
    expect(outcomeOf(await t.call('/api/cart/edit', { token: bob, cart_id: id, num: 1 }))).toBe('NOT_FOUND');
    expect(outcomeOf(await t.call('/api/cart/delete', { token: bob, cart_id: String(id) }))).toBe(
      'NOT_FOUND',
    );
    expect(await lines(alice)).toEqual(mine);
  });

  it('deletes a comma list of own lines', async () => {
    const ids = (await lines(alice)).map((l) => l.cart_id);
    const res = await t.call('/api/cart/delete', { token: alice, cart_id: ids.join(',') });
    expect(res.body.data).toBe(ids.length);
    expect(await lines(alice)).toEqual([]);
  });
});

describe('guest cart merge', () => {
  it('adds each guest line to the member cart, sums duplicates and reports the lines it could not add', async () => {
    const [a, b] = skus;
    await add(alice, a!.sku_id, 2);
    await sql(`update goods_sku set stock = 0 where sku_id = ${b!.sku_id}`);
    const sku_list = JSON.stringify([
      { sku_id: a!.sku_id, num: 1 },
      { sku_id: a!.sku_id, num: 2 },
      { sku_id: b!.sku_id, num: 1 },
      { sku_id: 999_999, num: 1 },
    ]);
    const res = cart.cartBatchAddSchema.parse(
      (await t.call('/api/cart/batchAdd', { token: alice, sku_list })).body.data,
    );
    expect(res.added).toEqual([expect.objectContaining({ sku_id: a!.sku_id, num: 3 })]);
    expect(res.failed.map((f) => [f.sku_id, f.message])).toEqual([
      [b!.sku_id, 'Product sold out'],
      [999_999, 'The product does not exist'],
    ]);
    expect((await lines(alice)).map((l) => [l.sku_id, l.num])).toEqual([[a!.sku_id, 5]]);
    await sql(`update goods_sku set stock = 50 where sku_id = ${b!.sku_id}`);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['/api/cart/add', { sku_id: [1], num: 1 }],
    ['/api/cart/add', { sku_id: 1, num: { n: 1 } }],
    ['/api/cart/add', { sku_id: '1 or 1=1', num: 1 }],
    ['/api/cart/add', { sku_id: 1, num: 1.5 }],
    ['/api/cart/add', { sku_id: 1, num: -1 }],
    ['/api/cart/add', { sku_id: 1, num: 10_000_000 }],
    ['/api/cart/edit', { cart_id: 'abc', num: 1 }],
    ['/api/cart/delete', { cart_id: '1;drop table goods_cart' }],
    ['/api/cart/delete', { cart_id: ['1'] }],
    ['/api/cart/batchAdd', { sku_list: 'not json' }],
    ['/api/cart/batchAdd', { sku_list: [] }],
    ['/api/cart/batchAdd', { sku_list: [{ sku_id: 1 }] }],
    ['/api/cart/batchAdd', { sku_list: Array.from({ length: 101 }, (_, i) => ({ sku_id: i + 1, num: 1 })) }],
    ['/api/cart/batchAdd', { sku_list: 'x'.repeat(30_000) }],
  ])('%s bad input #%# → PARAMETER_ERROR', async (path, body) => {
    const before = await lines(alice);
    const res = await t.call(path, { token: alice, ...body });
    expect(outcomeOf(res)).toBe('PARAMETER_ERROR');
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
    expect(await lines(alice)).toEqual(before);
  });
});
