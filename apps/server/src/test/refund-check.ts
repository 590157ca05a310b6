import { afterEach, expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/*
 * After every refund test (issue #15 Tests): the refunds, the ledger and the gateway's refund records add up.
 * Each query lists what is out of step, so a failure names the refund it is about.
 */
const CHECKS: Record<string, string> = {
  // The gateway refunded only what the mall asked for, at the amount asked.
  gatewayUnasked: `select s.refund_no from sandbox_refund s left join pay_refund p on p.refund_no = s.refund_no
    where p.id is null or p.refund_fee <> s.amount`,
  // A provider refund the mall counts as done is one the gateway made.
  doneUnpaid: `select p.refund_no from pay_refund p left join sandbox_refund s on s.refund_no = p.refund_no
    where p.status = 1 and p.pay_type = 'sandbox' and s.id is null`,
  // What goes back through a payment never exceeds what came in through it.
  payOverRefunded: `select p.out_trade_no from pay_refund p join pay on pay.out_trade_no = p.out_trade_no
    where p.status <> 2 group by p.out_trade_no, pay.pay_money having sum(p.refund_fee) > pay.pay_money`,
  // A paid refund is its balance part plus its payment part: the first on the ledger, the second at the provider.
  refundParts: `select r.refund_no from order_refund r
    join order_goods g on g.order_goods_id = r.order_goods_id
    where g.refund_status = 3 and (
      r.refund_real_money <> r.refund_balance_money + r.refund_pay_money
      or r.refund_balance_money <> (select coalesce(sum(a.account_data), 0) from member_account a
        where a.type_tag = r.refund_no and a.from_type = 'refund' and a.account_type in ('balance', 'balance_money'))
      or (r.refund_pay_money > 0 and not exists (select 1 from pay_refund p
        where p.refund_no = r.refund_no and p.refund_fee = r.refund_pay_money)))`,
  // An order's refunds never add up to more than it took.
  orderOverRefunded: `select o.order_no from order_refund r
    join order_goods g on g.order_goods_id = r.order_goods_id
    join "order" o on o.order_id = r.order_id
    where g.refund_status = 3 group by o.order_no, o.order_money having sum(r.refund_real_money) > o.order_money`,
};

export async function refundRecordMismatches(t: TestApp): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(CHECKS)) {
    const { rows } = (await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    if (rows.length > 0) found[name] = rows.map((r) => String(Object.values(r)[0]));
  }
  return found;
}

/** Runs the check after every test of a refund test file (the app is made in beforeAll, hence the getter). */
export function refundsAddUpAfterEach(app: () => TestApp | undefined): void {
  afterEach(async () => {
    const current = app();
    if (current) expect(await refundRecordMismatches(current)).toEqual({});
  });
}
