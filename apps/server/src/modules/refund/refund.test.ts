import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, rows, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { refundsAddUpAfterEach } from '../../test/refund-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { sendRefundsNow } from '../payment/index.ts';
import { balanceOrder, balances, lineStatus, sandboxOrder, ship } from './refund-test-helpers.ts';
import { runRefundTimers } from './refund-timers.ts';

let t: TestApp;
let demo: string;
let alice: string;
let shop3: string;
let shop1: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', '258369');
  await setMemberMoney(t, 'demo', { balance: 500000 });
  demo = await t.loginAs('demo');
  alice = await t.loginAs('alice');
  shop3 = await consoleToken(t, 'shop3');
  shop1 = await consoleToken(t, 'shop1');
  admin = await consoleToken(t, 'admin');
});
reconcileAfterEach(() => t);
refundsAddUpAfterEach(() => t);
afterAll(() => t.close());

const apply = (token: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call('/api/orderrefund/refund', {
    token,
    order_goods_id: id,
    refund_type: 1,
    refund_reason: 'dislike',
    ...extra,
  });
const shopCall = (call: string, id: number, extra: Record<string, unknown> = {}) =>
  t.call(`/merchant/api/refund/${call}`, { token: shop3, order_goods_id: id, ...extra });

/** The ledger adds up: what the member's balance gained equals the refund rows' balance parts. */
async function ledgerOf(refundNo: string) {
  return rows(
    t,
    `select account_type, account_data, from_type from member_account where type_tag = '${refundNo}' order by id`,
  );
}

describe('refund only before shipping, paid from the balance', () => {
  it('applies, is agreed for less, pays back to the balance and closes the order', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    const order = await one(
      t,
      `select order_money, delivery_money, balance_money from "order" where order_id = ${o.orderId}`,
    );
    const data = await t.call('/api/orderrefund/refundData', { token: demo, order_goods_id: line });
    // The only line: its money plus the order's delivery money; not shipped, so refund only.
    expect(data.body.data).toMatchObject({
      refund_type: [1],
      refund_money: (Number(order.order_money) / 100).toFixed(2),
    });
    expect(data.body.data.refund_reason_type).toHaveLength(4);

    const noReason = await apply(demo, line, { refund_reason: '' });
    expect(noReason.body).toMatchObject({ error_code: 'FAIL', message: 'A reason must be selected' });
    expect((await apply(demo, line, { refund_type: 2 })).body.message).toBe(
      'Goods not yet shipped can only be refunded, not returned',
    );
    expect((await apply(alice, line)).body.error_code).toBe('NOT_FOUND');
    expect((await apply(demo, line)).body.code).toBe(0);
    expect(await lineStatus(t, line)).toBe(1);
    expect((await one(t, `select is_lock from "order" where order_id = ${o.orderId}`)).is_lock).toBe(1);
    // Locked: the shop cannot ship it while the refund runs.
    expect((await apply(demo, line)).body.error_code).toBe('FAIL');

    expect((await shopCall('agree', line, { refund_money: '999999' })).body.message).toBe(
      'The refund cannot be more than the buyer asked for',
    );
    for (const bad of ['abc', -1, '1e308', 0]) {
      expect(outcomeOf(await shopCall('agree', line, { refund_money: bad }))).toBe('PARAMETER_ERROR');
    }
    expect(
      (await t.call('/merchant/api/refund/agree', { token: shop1, order_goods_id: line })).body.error_code,
    ).toBe('NOT_FOUND');
    const lowered = Number(order.order_money) - 500;
    expect((await shopCall('agree', line, { refund_money: (lowered / 100).toFixed(2) })).body.code).toBe(0);
    expect(await lineStatus(t, line)).toBe(2);

    const before = await balances(t, 'demo');
    expect((await shopCall('transfer', line, { is_refund_stock: 1 })).body.code).toBe(0);
    const after = await balances(t, 'demo');
    expect(Number(after.balance) - Number(before.balance)).toBe(lowered);
    const r = await one(
      t,
      `select refund_no, refund_real_money, refund_balance_money, refund_pay_money from order_refund where order_goods_id = ${line}`,
    );
    expect(r).toMatchObject({
      refund_real_money: lowered,
      refund_balance_money: lowered,
      refund_pay_money: 0,
    });
    expect(await ledgerOf(String(r.refund_no))).toEqual([
      { account_type: 'balance', account_data: lowered, from_type: 'refund' },
    ]);
    expect(await one(t, `select order_status, is_lock from "order" where order_id = ${o.orderId}`)).toEqual({
      order_status: -1,
      is_lock: 0,
    });
    expect((await auditRows(t, '/merchant/api/refund/transfer'))[0]).toMatchObject({ site_id: 3 });

    const detail = await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line });
    expect(detail.body.data).toMatchObject({
      refund_status: 3,
      refund_status_name: 'Refunded',
      refund_action: [],
    });
    expect(detail.body.data.refund_log_list.map((l: { action_way: number }) => l.action_way)).toEqual([
      2, 2, 1,
    ]);
    const list = await t.call('/api/orderrefund/lists', { token: demo, page: 1, page_size: 10 });
    expect(list.body.data.list[0]).toMatchObject({ order_goods_id: line, refund_status: 3 });
    // Paid once: a second transfer changes nothing.
    expect((await shopCall('transfer', line)).body.message).toBe(
      'The refund has changed meanwhile: refresh to see where it stands',
    );
    expect(Number((await balances(t, 'demo')).balance)).toBe(Number(after.balance));
  });

  it('revokes and applies again; a refusal unlocks the order and may be followed by a new application', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    expect((await apply(demo, line)).body.code).toBe(0);
    expect((await t.call('/api/orderrefund/cancel', { token: demo, order_goods_id: line })).body.code).toBe(
      0,
    );
    expect((await one(t, `select is_lock from "order" where order_id = ${o.orderId}`)).is_lock).toBe(0);
    expect((await apply(demo, line)).body.code).toBe(0);
    expect(outcomeOf(await shopCall('refuse', line, { refund_refuse_reason: '' }))).toBe('PARAMETER_ERROR');
    expect((await shopCall('refuse', line, { refund_refuse_reason: 'Used goods' })).body.code).toBe(0);
    expect(await lineStatus(t, line)).toBe(-1);
    expect((await one(t, `select is_lock from "order" where order_id = ${o.orderId}`)).is_lock).toBe(0);
    const detail = await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line });
    expect(detail.body.data).toMatchObject({
      refund_refuse_reason: 'Used goods',
      refund_action: ['apply', 'cancel'],
      complain_action: 1,
    });
    expect((await apply(demo, line)).body.code).toBe(0);
  });

  it("refuses bad input and other members' lines, changing nothing", async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    for (const bad of [
      { order_goods_id: 'abc' },
      { order_goods_id: -1 },
      { refund_type: 3 },
      { refund_images: ['x.php'] },
    ]) {
      expect(outcomeOf(await apply(demo, line, bad))).toBe('PARAMETER_ERROR');
    }
    expect(
      (await t.call('/api/orderrefund/detail', { token: alice, order_goods_id: line })).body.error_code,
    ).toBe('NOT_FOUND');
    expect(
      (await t.call('/api/orderrefund/refundData', { token: alice, order_goods_id: line })).body.message,
    ).toBe('No refund info obtained for the order item');
    expect(await lineStatus(t, line)).toBe(0);
  });
});

describe('return and refund through the sandbox gateway', () => {
  it('returns the goods with logistics, the shop receives them and the gateway refunds', async () => {
    const o = await sandboxOrder(t, demo);
    const [line] = o.lines as [number];
    await ship(t, shop3, o);
    const data = await t.call('/api/orderrefund/refundData', { token: demo, order_goods_id: line });
    expect(data.body.data.refund_type).toEqual([1, 2]);
    expect((await apply(demo, line, { refund_type: 2, refund_remark: 'Too small' })).body.code).toBe(0);
    expect((await shopCall('agree', line)).body.code).toBe(0);
    const waiting = await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line });
    expect(waiting.body.data).toMatchObject({ refund_status: 4, refund_action: ['delivery', 'cancel'] });
    expect(waiting.body.data.shop_address).not.toBe('');
    const sent = {
      token: demo,
      order_goods_id: line,
      refund_delivery_name: 'SF Express',
      refund_delivery_no: 'SF998877',
    };
    expect(outcomeOf(await t.call('/api/orderrefund/delivery', { ...sent, refund_delivery_no: '' }))).toBe(
      'PARAMETER_ERROR',
    );
    expect((await t.call('/api/orderrefund/delivery', sent)).body.code).toBe(0);
    expect((await shopCall('transfer', line)).body.error_code).toBe('FAIL');
    expect((await shopCall('receive', line)).body.code).toBe(0);
    const before = await balances(t, 'demo');
    expect((await shopCall('transfer', line)).body.code).toBe(0);
    await sendRefundsNow(t.database.db);
    // On PostgreSQL the send started after the transfer's commit may still hold the claim: wait for it.
    await expect
      .poll(async () => {
        const q = `select status from pay_refund where out_trade_no = '${o.outTradeNo}'`;
        return Number((await one(t, q)).status);
      })
      .toBe(1);
    const paid = await one(t, `select pay_money from pay where out_trade_no = '${o.outTradeNo}'`);
    const pr = await one(
      t,
      `select refund_fee, status, trade_no from pay_refund where out_trade_no = '${o.outTradeNo}'`,
    );
    expect(pr).toMatchObject({ refund_fee: paid.pay_money, status: 1 });
    const sb = await one(
      t,
      `select sum(amount)::bigint as n from sandbox_refund where trade_no = '${pr.trade_no}'`,
    );
    expect(Number(sb.n)).toBe(Number(paid.pay_money));
    expect(await balances(t, 'demo')).toEqual(before);
    // Sent again (a retry after a lost answer): the gateway knows the refund number and pays nothing more.
    await t.database.db.execute(
      `update pay_refund set status = 0, next_time = 0 where out_trade_no = '${o.outTradeNo}'`,
    );
    await sendRefundsNow(t.database.db);
    expect(
      Number(
        (await one(t, `select count(*)::int as n from sandbox_refund where trade_no = '${pr.trade_no}'`)).n,
      ),
    ).toBe(1);
  });

  it('gives back money that arrived for a closed order the same way', async () => {
    const o = await sandboxOrder(t, alice);
    await t.database.db.execute(
      `update pay_notify set result = 'refund', refund_status = 1 where out_trade_no = '${o.outTradeNo}'`,
    );
    const { refundStrayPayments } = await import('../payment/index.ts');
    await t.database.db.transaction((tx) => refundStrayPayments(tx, Math.floor(Date.now() / 1000)));
    await sendRefundsNow(t.database.db);
    expect(await one(t, `select status from pay_refund where out_trade_no = '${o.outTradeNo}'`)).toEqual({
      status: 1,
    });
    expect(
      await one(t, `select refund_status from pay_notify where out_trade_no = '${o.outTradeNo}'`),
    ).toEqual({ refund_status: 2 });
  });
});

describe('races', () => {
  it('applies once when the buyer clicks twice at once', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    const results = await Promise.all([apply(demo, line), apply(demo, line), apply(demo, line)]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(
      Number(
        (
          await one(
            t,
            `select count(*)::int as n from order_refund_log where order_goods_id = ${line} and action = 'apply'`,
          )
        ).n,
      ),
    ).toBe(1);
  });

  it('lets one of agree and revoke win, and the record says which', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    await apply(demo, line);
    const [agreed, revoked] = await Promise.all([
      shopCall('agree', line),
      t.call('/api/orderrefund/cancel', { token: demo, order_goods_id: line }),
    ]);
    expect([agreed.body.code, revoked.body.code].filter((c) => c === 0)).toHaveLength(1);
    const logs = await rows(
      t,
      `select action from order_refund_log where order_goods_id = ${line} order by id`,
    );
    expect(logs.map((l) => l.action)).toEqual(['apply', agreed.body.code === 0 ? 'agree' : 'cancel']);
  });

  it('pays once when the shop pays twice at once', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    await apply(demo, line);
    await shopCall('agree', line);
    const before = Number((await balances(t, 'demo')).balance);
    const paid = await Promise.all([shopCall('transfer', line), shopCall('transfer', line)]);
    expect(paid.filter((r) => r.body.code === 0)).toHaveLength(1);
    const r = await one(t, `select refund_real_money from order_refund where order_goods_id = ${line}`);
    expect(Number((await balances(t, 'demo')).balance) - before).toBe(Number(r.refund_real_money));
  });
});

describe('rights protection', () => {
  it('escalates a refusal to the platform, which forces the refund', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    await apply(demo, line);
    await shopCall('refuse', line, { refund_refuse_reason: 'No' });
    const complain = {
      token: demo,
      order_goods_id: line,
      complain_reason: 'other',
      complain_remark: 'Please help',
    };
    expect(
      (await t.call('/api/ordercomplain/complain', { ...complain, complain_reason: '' })).body.message,
    ).toBe('A reason must be selected');
    expect((await t.call('/api/ordercomplain/complain', complain)).body.code).toBe(0);
    expect((await t.call('/api/ordercomplain/complain', complain)).body.message).toBe(
      'A complaint about this item is already open',
    );
    const list = await t.call('/operator/api/complain/lists', { token: admin });
    expect(
      list.body.data.list.find((c: { order_goods_id: number }) => c.order_goods_id === line),
    ).toMatchObject({ complain_status: 1, complain_action: ['agree', 'refuse'] });
    const before = Number((await balances(t, 'demo')).balance);
    expect(
      (await t.call('/operator/api/complain/agree', { token: admin, order_goods_id: line })).body.code,
    ).toBe(0);
    expect(await lineStatus(t, line)).toBe(3);
    expect(Number((await balances(t, 'demo')).balance)).toBeGreaterThan(before);
    const detail = await t.call('/api/ordercomplain/detail', { token: demo, order_goods_id: line });
    expect(detail.body.data.complain_info).toMatchObject({ complain_status: 2 });
    expect(detail.body.data.refund_log_list[0]).toMatchObject({ action_way: 3 });
    expect(
      (await t.call('/operator/api/complain/agree', { token: admin, order_goods_id: line })).body.error_code,
    ).toBe('FAIL');
  });

  it('lets the platform refuse with a reason; the buyer may cancel', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    await apply(demo, line);
    await t.call('/api/ordercomplain/complain', {
      token: demo,
      order_goods_id: line,
      complain_reason: 'other',
    });
    expect(
      (
        await t.call('/operator/api/complain/refuse', {
          token: admin,
          order_goods_id: line,
          complain_refuse_reason: 'Talk to the shop',
        })
      ).body.code,
    ).toBe(0);
    expect((await t.call('/api/ordercomplain/cancel', { token: demo, order_goods_id: line })).body.code).toBe(
      0,
    );
    expect(await lineStatus(t, line)).toBe(1);
  });
});

describe('timers (the clock moved, no sleeping)', () => {
  const DAY = 86_400;
  const run = (now: number) => t.database.db.transaction((tx) => runRefundTimers(tx, now));
  const nowS = () => Math.floor(Date.now() / 1000);

  it('lets the platform agree and pay a refund the shop left unanswered, once for two runs at once', async () => {
    const o = await balanceOrder(t, demo);
    const [line] = o.lines as [number];
    await apply(demo, line);
    expect(await run(nowS() + 6 * DAY)).toBe(0);
    const later = nowS() + 8 * DAY;
    // Other tests' refunds fall due too: this one is checked by its own ledger rows.
    await Promise.all([run(later), run(later)]);
    expect(await lineStatus(t, line)).toBe(3);
    const r = await one(
      t,
      `select refund_no, refund_real_money from order_refund where order_goods_id = ${line}`,
    );
    expect(await ledgerOf(String(r.refund_no))).toEqual([
      { account_type: 'balance', account_data: Number(r.refund_real_money), from_type: 'refund' },
    ]);
    const logs = await rows(
      t,
      `select action, action_way from order_refund_log where order_goods_id = ${line} order by id`,
    );
    expect(logs).toEqual([
      { action: 'apply', action_way: 1 },
      { action: 'autoAgree', action_way: 3 },
      { action: 'transfer', action_way: 3 },
    ]);
  });

  it("runs each timer on its own limit: the shop's answer, its receipt of returned goods, a refusal left alone", async () => {
    const op = (path: string, body: Record<string, unknown> = {}) =>
      t.call(`/operator/api/site/${path}`, { token: admin, ...body });
    const before = (await op('settings')).body.data;
    const limits = { refund_auto_agree_days: 3, refund_auto_receive_days: 10, refund_auto_cancel_days: 5 };
    expect(outcomeOf(await op('savesettings', { ...before, ...limits }))).toBe('OK');
    try {
      const [a] = (await balanceOrder(t, demo)).lines as [number];
      await apply(demo, a);
      const [b] = (await balanceOrder(t, demo)).lines as [number];
      await apply(demo, b);
      await shopCall('refuse', b, { refund_refuse_reason: 'No' });
      const returned = await sandboxOrder(t, demo);
      const [c] = returned.lines as [number];
      await ship(t, shop3, returned);
      await apply(demo, c, { refund_type: 2 });
      await shopCall('agree', c);
      const sent = { token: demo, order_goods_id: c, refund_delivery_name: 'EMS', refund_delivery_no: 'E1' };
      expect((await t.call('/api/orderrefund/delivery', sent)).body.code).toBe(0);
      // Each page tells the side waiting when the platform steps in: the limit of the status it waits in.
      for (const [line, days] of [
        [a, 3],
        [b, 5],
        [c, 10],
      ] as const) {
        const d = (await t.call('/api/orderrefund/detail', { token: demo, order_goods_id: line })).body.data;
        expect(d.deadline_time - d.action_time).toBe(days * DAY);
      }
      await run(nowS() + 4 * DAY);
      expect([await lineStatus(t, a), await lineStatus(t, b), await lineStatus(t, c)]).toEqual([3, -1, 5]);
      await run(nowS() + 6 * DAY);
      expect([await lineStatus(t, b), await lineStatus(t, c)]).toEqual([0, 5]);
      await run(nowS() + 11 * DAY);
      expect(await lineStatus(t, c)).toBe(3);
      await sendRefundsNow(t.database.db);
    } finally {
      expect(outcomeOf(await op('savesettings', before))).toBe('OK');
    }
  });

  it('closes a refusal the buyer did not follow up, and waits for returned goods before paying', async () => {
    const refused = await balanceOrder(t, demo);
    const [a] = refused.lines as [number];
    await apply(demo, a);
    await shopCall('refuse', a, { refund_refuse_reason: 'No' });
    const returned = await sandboxOrder(t, demo);
    const [b] = returned.lines as [number];
    await ship(t, shop3, returned);
    await apply(demo, b, { refund_type: 2 });
    await run(nowS() + 8 * DAY);
    expect(await lineStatus(t, a)).toBe(0);
    expect(await lineStatus(t, b)).toBe(4);
    const sent = {
      token: demo,
      order_goods_id: b,
      refund_delivery_name: 'EMS',
      refund_delivery_no: 'EMS123',
    };
    expect((await t.call('/api/orderrefund/delivery', sent)).body.code).toBe(0);
    await run(nowS() + 8 * DAY);
    expect(await lineStatus(t, b)).toBe(3);
    await sendRefundsNow(t.database.db);
    expect(
      await one(t, `select status from pay_refund where out_trade_no = '${returned.outTradeNo}'`),
    ).toEqual({ status: 1 });
  });
});
