import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, plainMembers, setPayPassword } from '../../flows/checkout/checkout-test-helpers.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { reconcileAfterEach, setMemberMoney } from '../../test/ledger-check.ts';
import { refundsAddUpAfterEach } from '../../test/refund-check.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';
import { balanceOrder, lineStatus, ship } from './refund-test-helpers.ts';

/*
 * Every transition of the facts' refund table (§3.1), and every step refused in each status: a refused step
 * answers an error and changes nothing (status, record, money). The buyer's escalation to the platform (§3.2) is
 * offered in every status but "none" and "refunded".
 */

let t: TestApp;
let demo: string;
let shop3: string;

beforeAll(async () => {
  t = await createTestApp();
  await plainMembers(t);
  await setPayPassword(t, 'demo', '258369');
  await setMemberMoney(t, 'demo', { balance: 500000 });
  [demo, shop3] = await Promise.all([t.loginAs('demo'), consoleToken(t, 'shop3')]);
});
reconcileAfterEach(() => t);
refundsAddUpAfterEach(() => t);
afterAll(() => t.close());

type Step = 'apply' | 'cancel' | 'delivery' | 'agree' | 'refuse' | 'receive' | 'transfer';
const STEPS: Step[] = ['apply', 'cancel', 'delivery', 'agree', 'refuse', 'receive', 'transfer'];

function take(step: Step, line: number, returns: boolean) {
  const buyer = (path: string, extra: Record<string, unknown> = {}) =>
    t.call(`/api/orderrefund/${path}`, { token: demo, order_goods_id: line, ...extra });
  const shop = (path: string, extra: Record<string, unknown> = {}) =>
    t.call(`/merchant/api/refund/${path}`, { token: shop3, order_goods_id: line, ...extra });
  switch (step) {
    case 'apply':
      return buyer('refund', { refund_type: returns ? 2 : 1, refund_reason: 'dislike' });
    case 'cancel':
      return buyer('cancel');
    case 'delivery':
      return buyer('delivery', { refund_delivery_name: 'EMS', refund_delivery_no: 'EMS42' });
    case 'agree':
      return shop('agree');
    case 'refuse':
      return shop('refuse', { refund_refuse_reason: 'No' });
    case 'receive':
      return shop('receive');
    case 'transfer':
      return shop('transfer');
  }
}

/** How each status is reached from a fresh paid line (return lines are shipped first). */
const PATHS: Record<number, { returns: boolean; steps: Step[] }> = {
  0: { returns: false, steps: [] },
  1: { returns: false, steps: ['apply'] },
  2: { returns: false, steps: ['apply', 'agree'] },
  4: { returns: true, steps: ['apply', 'agree'] },
  5: { returns: true, steps: ['apply', 'agree', 'delivery'] },
  6: { returns: true, steps: ['apply', 'agree', 'delivery', 'receive'] },
  3: { returns: false, steps: ['apply', 'agree', 'transfer'] },
  [-1]: { returns: false, steps: ['apply', 'refuse'] },
};

async function lineIn(status: number) {
  const path = PATHS[status]!;
  const o = await balanceOrder(t, demo);
  if (path.returns) await ship(t, shop3, o);
  const [line] = o.lines as [number];
  for (const step of path.steps) expect(outcomeOf(await take(step, line, path.returns)), step).toBe('OK');
  expect(await lineStatus(t, line)).toBe(status);
  return { line, returns: path.returns };
}

/** The facts' table: what each step leads to from each status; a step not listed is refused there. */
const ALLOWED: Record<number, Partial<Record<Step, number>>> = {
  0: { apply: 1 },
  1: { cancel: 0, agree: 2, refuse: -1 },
  2: { transfer: 3 },
  4: { delivery: 5, cancel: 0 },
  5: { receive: 6, refuse: -1 },
  6: { transfer: 3 },
  3: {},
  [-1]: { apply: 1, cancel: 0 },
};
const COMPLAINABLE = new Set([1, 2, 4, 5, 6, -1]);

const footprint = async (line: number) =>
  one(
    t,
    `select g.refund_status, (select count(*)::int from order_refund_log l where l.order_goods_id = g.order_goods_id) logs,
       (select balance + balance_money from member m where m.member_id = g.member_id)::text money
     from order_goods g where g.order_goods_id = ${line}`,
  );

describe('the refund table (facts §3.1), status by status', () => {
  it.each(Object.keys(PATHS).map(Number))(
    'status %i: refuses every step not in the table, changing nothing',
    async (status) => {
      const { line, returns } = await lineIn(status);
      const before = await footprint(line);
      for (const step of STEPS.filter((s) => ALLOWED[status]![s] === undefined)) {
        const r = await take(step, line, returns);
        expect(r.body.code, `${step} from ${status}`).not.toBe(0);
        expect(r.body.message, `${step} from ${status}`).not.toBe('');
        expect(await footprint(line), `${step} from ${status}`).toEqual(before);
      }
      const complaint = await t.call('/api/ordercomplain/complain', {
        token: demo,
        order_goods_id: line,
        complain_reason: 'other',
      });
      expect(outcomeOf(complaint), `complain from ${status}`).toBe(COMPLAINABLE.has(status) ? 'OK' : 'FAIL');
      expect(await lineStatus(t, line)).toBe(status);
    },
  );

  const moves = Object.entries(ALLOWED).flatMap(([from, steps]) =>
    Object.entries(steps).map(([step, to]) => [Number(from), step as Step, to] as const),
  );
  it.each(moves)('status %i: %s leads to %i and is written in the record', async (from, step, to) => {
    const { line, returns } = await lineIn(from);
    const logs = Number((await footprint(line)).logs);
    expect(outcomeOf(await take(step, line, returns))).toBe('OK');
    expect(await lineStatus(t, line)).toBe(to);
    expect(Number((await footprint(line)).logs)).toBe(logs + 1);
    // The order is locked exactly while one of its lines has a refund under way.
    const { is_lock } = await one(
      t,
      `select o.is_lock from "order" o join order_goods g on g.order_id = o.order_id where g.order_goods_id = ${line}`,
    );
    expect(is_lock).toBe([0, -1, 3].includes(to) ? 0 : 1);
  });
});
