import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

/* The merchant console's coupon types: a created type is collected in the storefront; a stopped one is not. */

let t: TestApp;
let demo: string;
let owner3: string;
let owner4: string;
let staff1: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  owner3 = await consoleToken(t, 'shop3');
  owner4 = await consoleToken(t, 'shop4');
  staff1 = await consoleToken(t, 'staff1');
});
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown>) =>
  t.call('/merchant/api/coupon/add', {
    token,
    coupon_name: 'Console coupon',
    money: '5',
    at_least: '50',
    count: 2,
    max_fetch: 1,
    validity_type: 1,
    fixed_term: 10,
    ...body,
  });

describe('shop coupon types', () => {
  it('creates a type that shows in the coupon centre and can be collected, once per member', async () => {
    const r = await add(owner3, {});
    expect(r.body.code, r.body.message).toBe(0);
    const id = r.body.data.coupon_type_id;
    expect(r.body.data).toMatchObject({ money: '5.00', at_least: '50.00', status: 1, fixed_term: 10 });
    const centre = await t.call('/coupon/api/coupon/typepagelists', { page_size: 100 });
    expect(centre.body.data.list.map((c: { coupon_type_id: number }) => c.coupon_type_id)).toContain(id);
    const got = await t.call('/coupon/api/coupon/receive', { token: demo, coupon_type_id: id, get_type: 2 });
    expect(got.body.code, got.body.message).toBe(0);
    const again = await t.call('/coupon/api/coupon/receive', {
      token: demo,
      coupon_type_id: id,
      get_type: 2,
    });
    expect(again.body.code).not.toBe(0);
    const list = await t.call('/merchant/api/coupon/lists', { token: owner3, status: 1 });
    expect(
      list.body.data.list.find((c: { coupon_type_id: number }) => c.coupon_type_id === id),
    ).toMatchObject({ lead_count: 1 });
    expect((await auditRows(t, '/merchant/api/coupon/add'))[0]).toMatchObject({
      site_id: 3,
      target_type: 'coupon_type',
    });
  });

  it('stops a type: no more collecting, collected coupons stay usable', async () => {
    const id = (await add(owner3, { coupon_name: 'To stop', type: 'discount', discount: '8.5', money: 0 }))
      .body.data.coupon_type_id;
    expect(
      (await t.call('/coupon/api/coupon/receive', { token: demo, coupon_type_id: id, get_type: 2 })).body
        .code,
    ).toBe(0);
    expect(
      (await t.call('/merchant/api/coupon/stop', { token: owner4, coupon_type_id: id })).body.error_code,
    ).toBe('NOT_FOUND');
    const stopped = await t.call('/merchant/api/coupon/stop', { token: owner3, coupon_type_id: id });
    expect(stopped.body.data.status).toBe(-1);
    expect(
      (await t.call('/merchant/api/coupon/stop', { token: owner3, coupon_type_id: id })).body.error_code,
    ).toBe('FAIL');
    // Shop 1's staff: another shop's type as well.
    expect(
      (await t.call('/merchant/api/coupon/stop', { token: staff1, coupon_type_id: id })).body.error_code,
    ).toBe('NOT_FOUND');
    const bob = await t.loginAs('bob');
    expect(
      (await t.call('/coupon/api/coupon/receive', { token: bob, coupon_type_id: id, get_type: 2 })).body.code,
    ).not.toBe(0);
    const held = await one(t, `select state from promotion_coupon where coupon_type_id = ${id}`);
    expect(held.state).toBe(1);
  });

  it('refuses bad terms and goods of another shop', async () => {
    expect(outcomeOf(await add(owner3, { money: 0 }))).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await add(owner3, { type: 'discount', discount: '12' }))).toBe('PARAMETER_ERROR');
    expect(outcomeOf(await add(owner3, { validity_type: 0, end_time: 1000 }))).toBe('PARAMETER_ERROR');
    const g = await one(t, `select min(goods_id) as id from goods where site_id <> 3`);
    expect(outcomeOf(await add(owner3, { goods_type: 2, goods_ids: [Number(g.id)] }))).toBe(
      'PARAMETER_ERROR',
    );
    const own = await one(t, `select min(goods_id) as id from goods where site_id = 3 and is_delete = 0`);
    const listed = await add(owner3, { goods_type: 2, goods_ids: [Number(own.id)] });
    expect(listed.body.data).toMatchObject({ goods_type: 2, goods_ids: [Number(own.id)] });
  });
});
