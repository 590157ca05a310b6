import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/platformcoupon/${path}`, { token: admin, ...body });
const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86_400;
const storefrontTypes = async () =>
  (await t.call('/platformcoupon/api/platformcoupon/typepagelists', { page_size: 50 })).body.data.list as {
    platformcoupon_type_id: number;
    platformcoupon_name: string;
  }[];

describe('platform coupon types', () => {
  it('are created by the operator, offered in the coupon centre, collected by members and stopped', async () => {
    const added = await op('add', {
      platformcoupon_name: 'Mall-wide 30 off 300',
      money: '30',
      at_least: '300',
      count: 2,
      max_fetch: 1,
      end_time: inAWeek(),
      platform_split_rare: 60,
    });
    expect(outcomeOf(added)).toBe('OK');
    const type = added.body.data;
    expect(type).toMatchObject({
      money: '30.00',
      at_least: '300.00',
      use_scenario: 1,
      site_ids: [],
      platform_split_rare: 60,
      shop_split_rare: 40,
      status: 1,
      lead_count: 0,
    });
    const id = type.platformcoupon_type_id as number;
    expect((await storefrontTypes()).map((c) => c.platformcoupon_type_id)).toContain(id);

    const token = await t.loginAs('alice');
    const got = await t.call('/platformcoupon/api/platformcoupon/receive', {
      token,
      platformcoupon_type_id: id,
    });
    expect(outcomeOf(got)).toBe('OK');
    const listed = (await op('lists', { keyword: 'Mall-wide 30' })).body.data;
    expect(listed.list).toEqual([expect.objectContaining({ platformcoupon_type_id: id, lead_count: 1 })]);

    expect(outcomeOf(await op('stop', { platformcoupon_type_id: id }))).toBe('OK');
    expect((await storefrontTypes()).map((c) => c.platformcoupon_type_id)).not.toContain(id);
    const bob = await t.loginAs('bob');
    const late = await t.call('/platformcoupon/api/platformcoupon/receive', {
      token: bob,
      platformcoupon_type_id: id,
    });
    expect(outcomeOf(late)).not.toBe('OK');
    expect(outcomeOf(await op('stop', { platformcoupon_type_id: id }))).toBe('FAIL');
    expect(
      (await op('lists', { status: -1 })).body.data.list.map((c: { status: number }) => c.status),
    ).toEqual(expect.arrayContaining([-1]));
    const audits = await auditRows(t, '/operator/api/platformcoupon/stop');
    expect(audits[0]).toMatchObject({ target_type: 'platformcoupon_type', target_id: id });
  });

  it('may name the shops it is good for; unknown shops, bad sums and past dates are refused', async () => {
    const forShops = await op('add', {
      platformcoupon_name: 'Two shops only',
      money: 5,
      count: 10,
      validity_type: 1,
      fixed_term: 30,
      use_scenario: 2,
      site_ids: [1, 3, 1],
    });
    expect(outcomeOf(forShops)).toBe('OK');
    expect(forShops.body.data).toMatchObject({ use_scenario: 2, site_ids: [1, 3], fixed_term: 30 });

    const refused: Record<string, unknown>[] = [
      { use_scenario: 2, site_ids: [999_999] },
      { use_scenario: 2, site_ids: [] },
      { money: '0' },
      { money: '-5' },
      { money: 'abc' },
      { money: '1e308' },
      { money: '50', at_least: '20' },
      { end_time: Math.floor(Date.now() / 1000) - 60 },
      { end_time: undefined },
      { count: 0 },
      { platformcoupon_name: '' },
      { platform_split_rare: 101 },
    ];
    for (const change of refused) {
      const res = await op('add', {
        platformcoupon_name: 'Refused',
        money: '5',
        count: 10,
        end_time: inAWeek(),
        ...change,
      });
      expect([change, outcomeOf(res)]).toEqual([change, 'PARAMETER_ERROR']);
    }
    expect((await op('lists', { keyword: 'Refused' })).body.data.count).toBe(0);
    expect(outcomeOf(await op('stop', { platformcoupon_type_id: 999_999 }))).toBe('NOT_FOUND');
  });
});
