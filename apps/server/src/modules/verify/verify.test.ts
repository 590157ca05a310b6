import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { checkoutOne, payBySandbox } from '../payment/payment-test-helpers.ts';

let t: TestApp;
let demo: string;
let alice: string;
let bob: string;
let shop1: string;
let shop3: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  demo = await t.loginAs('demo');
  alice = await t.loginAs('alice');
  bob = await t.loginAs('bob');
  shop1 = await consoleToken(t, 'shop1');
  shop3 = await consoleToken(t, 'shop3');
});
afterAll(() => t.close());

/** A paid pickup order of shop 1 (awaiting pickup, status 2) with its pickup code. */
const pickupOrder = async () => {
  const no = await checkoutOne(t, demo, 1, { delivery: { '1': { delivery_type: 'store' } } });
  await payBySandbox(t, no);
  const o = await one(
    t,
    `select order_id, order_status, delivery_code from "order" where out_trade_no = '${no}'`,
  );
  expect(o.order_status).toBe(2);
  return { orderId: Number(o.order_id), code: String(o.delivery_code) };
};

/** A paid order of the shop made a virtual one with its write-off code (as paying a virtual goods leaves it). */
let virtualSeq = 0;
const virtualOrder = async (siteId: number) => {
  const no = await checkoutOne(t, demo, siteId);
  await payBySandbox(t, no);
  const code = `VIRTUAL${String(++virtualSeq).padStart(5, '2')}`.slice(0, 12);
  await t.database.db.execute(
    `update "order" set order_type = 4, order_status = 4, virtual_code = '${code}' where out_trade_no = '${no}'`,
  );
  const o = await one(t, `select order_id from "order" where out_trade_no = '${no}'`);
  return { orderId: Number(o.order_id), code };
};

const bind = (token: string, account: string) => t.call('/merchant/api/verifier/add', { token, account });

describe('clerks in the merchant console', () => {
  it('binds a member by username or mobile, lists and unbinds, within the shop only', async () => {
    const added = await bind(shop1, 'alice');
    expect(added.body.data).toMatchObject({ username: 'alice', verifier_id: expect.any(Number) });
    expect((await bind(shop1, 'alice')).body.message).toBe(
      'This member is already a write-off clerk of your shop',
    );
    expect((await bind(shop1, 'nobody-here')).body.message).toBe('No member with this mobile or login name');
    const bobMobile = String((await one(t, `select mobile from member where username = 'bob'`)).mobile);
    const byMobile = await bind(shop1, bobMobile);
    expect(byMobile.body.data).toMatchObject({ username: 'bob' });

    const list = await t.call('/merchant/api/verifier/lists', { token: shop1 });
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.list.map((v: { username: string }) => v.username)).toEqual(['bob', 'alice']);
    expect((await t.call('/merchant/api/verifier/lists', { token: shop3 })).body.data.count).toBe(0);

    // Another shop's clerk reads as not found, and stays bound.
    const id = byMobile.body.data.verifier_id;
    const cross = await t.call('/merchant/api/verifier/delete', { token: shop3, verifier_id: id });
    expect(outcomeOf(cross)).toBe('NOT_FOUND');
    const gone = await t.call('/merchant/api/verifier/delete', { token: shop1, verifier_id: id });
    expect(gone.body.data).toBe(true);
    expect((await t.call('/merchant/api/verifier/lists', { token: shop1 })).body.data.count).toBe(1);
    const [audit] = await auditRows(t, '/merchant/api/verifier/delete');
    expect(audit).toMatchObject({ site_id: 1, target_type: 'verifier' });
    // Staff may not manage clerks.
    const staff = await consoleToken(t, 'staff1');
    expect((await bind(staff, 'bob')).body.error_code).toBe('PERMISSION_DENIED');
  });
});

describe('the write-off counter', () => {
  it('tells clerks from other members', async () => {
    expect((await t.call('/api/verify/checkisverifier', { token: alice })).body.data).toBe(true);
    expect((await t.call('/api/verify/checkisverifier', { token: bob })).body.data).toBe(false);
    const types = await t.call('/api/verify/getVerifyType', { lang: 'zh-cn' });
    expect(types.body.data).toEqual({ pickup: { name: '订单自提' }, virtualgoods: { name: '虚拟商品' } });
    const o = await pickupOrder();
    const r = await t.call('/api/verify/verifyInfo', { token: bob, verify_code: o.code });
    expect(r.body.message).toBe('You are not a write-off clerk of any shop');
  });

  it('shows a pickup code, writes it off once, and the order is received', async () => {
    const o = await pickupOrder();
    const empty = await t.call('/api/verify/verify', { token: alice, verify_code: '  ' });
    expect(empty.body).toMatchObject({
      error_code: 'PARAMETER_ERROR',
      message: 'Write-off code is required',
    });
    const info = await t.call('/api/verify/verifyInfo', {
      token: alice,
      verify_code: ` ${o.code.toLowerCase()} `,
    });
    expect(info.body.data).toMatchObject({
      verify_code: o.code,
      verify_type: 'pickup',
      verify_type_name: 'Store pickup',
      site_id: 1,
      order_id: o.orderId,
      is_verify: 0,
      item_array: [expect.objectContaining({ num: 1, price: '50.00' })],
    });
    expect(info.body.data.remark_array[0]).toMatchObject({ title: 'Order number' });

    const done = await t.call('/api/verify/verify', { token: alice, verify_code: o.code });
    expect(done.body.data).toMatchObject({ is_verify: 1, verifier_name: expect.any(String) });
    expect(
      await one(t, `select order_status, sign_time > 0 as signed from "order" where order_id = ${o.orderId}`),
    ).toEqual({ order_status: 4, signed: true });
    const log = await one(
      t,
      `select action_way, remark from order_log where order_id = ${o.orderId} order by id desc limit 1`,
    );
    expect(String(log.remark)).toContain('write-off clerk');

    const again = await t.call('/api/verify/verify', { token: alice, verify_code: o.code });
    expect(again.body.message).toBe('This code has already been written off');
    // The member's own order detail shows it received.
    const detail = await t.call('/api/order/detail', { token: demo, order_id: o.orderId });
    expect(detail.body.data.order_status).toBe(4);
  });

  it('refuses an unknown code and a code of another shop', async () => {
    const unknown = await t.call('/api/verify/verifyInfo', { token: alice, verify_code: 'ZZZZZZZZZZZZ' });
    expect(unknown.body).toMatchObject({
      error_code: 'NOT_FOUND',
      message: 'No such write-off code: check the code and try again',
    });
    const other = await virtualOrder(3);
    const r = await t.call('/api/verify/verify', { token: alice, verify_code: other.code });
    expect(r.body.message).toBe('This code belongs to another shop: you cannot write it off');
    expect(await one(t, `select virtual_verified from "order" where order_id = ${other.orderId}`)).toEqual({
      virtual_verified: 0,
    });
  });

  it('marks a virtual code used, and lists the clerk records by type with paging', async () => {
    const v = await virtualOrder(1);
    const done = await t.call('/api/verify/verify', { token: alice, verify_code: v.code });
    expect(done.body.data).toMatchObject({ verify_type: 'virtualgoods', is_verify: 1 });
    expect(
      await one(
        t,
        `select virtual_verified, virtual_verify_time > 0 as timed from "order" where order_id = ${v.orderId}`,
      ),
    ).toEqual({ virtual_verified: 1, timed: true });
    const detail = await t.call('/api/order/detail', { token: demo, order_id: v.orderId });
    expect(detail.body.data.virtual_verified).toBe(1);

    const all = await t.call('/api/verify/lists', { token: alice, page_size: 1 });
    expect(all.body.data).toMatchObject({ count: 2, page_count: 2 });
    expect(all.body.data.list[0]).toMatchObject({ verify_code: v.code, verify_type: 'virtualgoods' });
    const pickups = await t.call('/api/verify/lists', { token: alice, verify_type: 'pickup' });
    expect(pickups.body.data.count).toBe(1);
    expect((await t.call('/api/verify/lists', { token: bob })).body.data.count).toBe(0);
    // The detail of a record: the code's info, now used.
    const info = await t.call('/api/verify/verifyInfo', { token: alice, verify_code: v.code });
    expect(info.body.data).toMatchObject({ is_verify: 1, verify_time: expect.any(Number) });
  });

  it('two clerks writing off one code at once: exactly one succeeds', async () => {
    await bind(shop1, 'bob');
    for (let round = 0; round < 3; round++) {
      const o = round === 1 ? await virtualOrder(1) : await pickupOrder();
      const answers = await Promise.all([
        t.call('/api/verify/verify', { token: alice, verify_code: o.code }),
        t.call('/api/verify/verify', { token: bob, verify_code: o.code }),
      ]);
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      const lost = answers.find((a) => a.body.code !== 0)!;
      expect(lost.body.message).toBe('This code has already been written off');
      const recs = await rows(t, `select id from verify_record where verify_code = '${o.code}'`);
      expect(recs).toHaveLength(1);
      const logs = await rows(
        t,
        `select id from order_log where order_id = ${o.orderId} and remark like 'write-off clerk%'`,
      );
      expect(logs).toHaveLength(1);
    }
  });
});
