import { memberAddress, pagedSchema, type Paged } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outcomeOf, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;
/** A province → city → district chain from the area table, and a district of another city. */
let region: { province_id: number; city_id: number; district_id: number };
let foreignDistrict: number;
let seeded: Paged<memberAddress.MemberAddress>;

const rows = async <T>(text: string) =>
  ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;
const page = async (token: string) =>
  pagedSchema(memberAddress.memberAddressSchema).parse(
    (await t.call('/api/memberaddress/page', { token, page: 1, page_size: 50 })).body.data,
  );
const valid = (extra: Record<string, unknown> = {}) => ({
  name: '张三',
  mobile: '13812345678',
  telephone: '0571-88886666',
  address: '文三路 100 号 5 幢 301 室',
  ...region,
  ...extra,
});
const add = (token: string, extra: Record<string, unknown> = {}) =>
  t.call('/api/memberaddress/add', { token, ...valid(extra) });

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([t.loginAs('alice'), t.loginAs('bob')]);
  const [row] = await rows<{ p: number; c: number; d: number }>(`select p.id as p, c.id as c, d.id as d
    from area d join area c on c.id = d.pid join area p on p.id = c.pid where d.level = 3 order by d.id limit 1`);
  if (!row) throw new Error('the area table is empty');
  region = { province_id: row.p, city_id: row.c, district_id: row.d };
  const [other] = await rows<{ id: number }>(
    `select id from area where level = 3 and pid <> ${row.c} limit 1`,
  );
  foreignDistrict = other!.id;
  const demo = await t.loginAs('demo');
  seeded = await page(demo);
  await t.database.db.execute(`delete from member_address where member_id in
    (select member_id from member where username in ('alice', 'bob'))`);
});
afterAll(() => t.close());

describe('member addresses', () => {
  it('seeds demo with two addresses, one default, with region names in full_address', () => {
    expect(seeded.count).toBe(2);
    expect(seeded.list[0]).toMatchObject({ is_default: 1, full_address: '浙江省 杭州市 西湖区' });
    expect(seeded.list[1]!.full_address).toBe('上海市 上海市 浦东新区');
  });

  it('forces login on every call', async () => {
    for (const path of ['page', 'info', 'add', 'edit', 'setdefault', 'delete']) {
      const body =
        path === 'page' ? {} : path === 'add' ? valid() : path === 'edit' ? { id: 1, ...valid() } : { id: 1 };
      const res = await t.call(`/api/memberaddress/${path}`, body);
      expect(res.body.error_code, path).toBe('TOKEN_ERROR');
    }
  });

  it('makes the first address the default, builds full_address from the regions, lists the default first', async () => {
    const first = await add(alice, { is_default: 0 });
    expect(first.body.code).toBe(0);
    const second = await add(alice, { name: 'Li Si', telephone: '' });
    const { list, count } = await page(alice);
    expect(count).toBe(2);
    expect(list[0]).toMatchObject({ id: first.body.data, is_default: 1, name: '张三' });
    expect(list[0]!.full_address.split(' ')).toHaveLength(3);
    expect(list[1]).toMatchObject({ id: second.body.data, is_default: 0, telephone: '' });
  });

  it('moves the default with setdefault and with is_default on add and edit, keeping exactly one', async () => {
    const { list } = await page(alice);
    const other = list.find((a) => a.is_default === 0)!;
    expect((await t.call('/api/memberaddress/setdefault', { token: alice, id: other.id })).body.code).toBe(0);
    let now = await page(alice);
    expect(now.list.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([other.id]);
    const third = await add(alice, { is_default: 1 });
    now = await page(alice);
    expect(now.list.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([third.body.data]);
    // Editing the default with is_default 0 keeps it the default: a member with addresses always has one.
    await t.call('/api/memberaddress/edit', {
      token: alice,
      id: third.body.data,
      ...valid({ is_default: 0, name: '王五' }),
    });
    const info = await t.call('/api/memberaddress/info', { token: alice, id: third.body.data });
    expect(info.body.data).toMatchObject({ name: '王五', is_default: 1 });
  });

  it('refuses to delete the default address and deletes another one', async () => {
    const { list } = await page(alice);
    const def = list.find((a) => a.is_default === 1)!;
    const res = await t.call('/api/memberaddress/delete', { token: alice, id: def.id });
    expect(res.body.message).toBe('The default address cannot be deleted');
    const other = list.find((a) => a.is_default === 0)!;
    expect((await t.call('/api/memberaddress/delete', { token: alice, id: other.id })).body.code).toBe(0);
    expect((await page(alice)).count).toBe(list.length - 1);
  });

  it("answers not found for another member's address on every call and changes nothing", async () => {
    const before = await page(alice);
    const id = before.list[0]!.id;
    for (const [path, body] of [
      ['info', { id }],
      ['edit', { id, ...valid({ name: 'Mallory' }) }],
      ['setdefault', { id }],
      ['delete', { id }],
    ] as const) {
      const res = await t.call(`/api/memberaddress/${path}`, { token: bob, ...body });
      expect(outcomeOf(res), path).toBe('NOT_FOUND');
    }
    expect((await page(bob)).count).toBe(0);
    expect(await page(alice)).toEqual(before);
  });

  it('checks mobile, telephone and that the regions exist and belong together', async () => {
    const before = await page(bob);
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '12345678901' }, 'The phone format is incorrect'],
      [{ mobile: '1381234567' }, 'The phone format is incorrect'],
      [{ telephone: 'call me' }, 'The telephone number format is incorrect'],
      [{ district_id: foreignDistrict }, 'Please choose a valid province, city and district'],
      [{ city_id: region.province_id }, 'Please choose a valid province, city and district'],
      [{ province_id: 999_999 }, 'Please choose a valid province, city and district'],
    ];
    for (const [extra, message] of cases) {
      const res = await add(bob, extra);
      expect(outcomeOf(res), JSON.stringify(extra)).toBe('PARAMETER_ERROR');
      expect(res.body.message).toBe(message);
    }
    expect(await page(bob)).toEqual(before);
  });

  it('refuses malformed fields with PARAMETER_ERROR and keeps SQL-looking text as plain text', async () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(21) },
      { name: ['张三'] },
      { name: 42 },
      { name: '<script>alert(1)</script>' },
      { address: '' },
      { address: 'x'.repeat(121) },
      { address: { a: 1 } },
      { mobile: ['13812345678'] },
      { province_id: 'abc' },
      { province_id: [330000] },
      { is_default: [] },
      { is_default: 2 },
    ];
    for (const extra of bad) {
      const res = await add(bob, extra);
      expect(res.body.error_code, JSON.stringify(extra).slice(0, 60)).toBe('PARAMETER_ERROR');
    }
    expect((await page(bob)).count).toBe(0);
    const sqlish = "O'Brien'); drop table x;--";
    const res = await add(bob, { name: sqlish.slice(0, 20), address: sqlish });
    expect(res.body.code).toBe(0);
    const info = await t.call('/api/memberaddress/info', { token: bob, id: res.body.data });
    expect(info.body.data).toMatchObject({ name: sqlish.slice(0, 20), address: sqlish });
  });

  it('keeps at most 20 addresses, also under parallel adds', async () => {
    const existing = (await page(bob)).count;
    const results = await Promise.all(Array.from({ length: 25 }, () => add(bob)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(
      memberAddress.MEMBER_ADDRESS_MAX - existing,
    );
    const refused = results.filter((r) => r.body.code !== 0);
    expect(refused.every((r) => r.body.message === 'You can keep at most 20 delivery addresses')).toBe(true);
    const { list, count } = await page(bob);
    expect(count).toBe(20);
    expect(list.filter((a) => a.is_default === 1)).toHaveLength(1);
  });

  it('answers the texts in the request language', async () => {
    const res = await t.call('/api/memberaddress/add', {
      token: alice,
      lang: 'zh-cn',
      ...valid({ mobile: '1' }),
    });
    expect(res.body.message).toBe('手机号码格式不正确');
  });
});
