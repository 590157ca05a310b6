import { psql } from './checkout-round.ts';
import type { Outcome, Tally } from './faults-load.ts';

/** Health answers of one process over the run: when, what, how long it took. */
export interface HealthSample {
  atMs: number;
  status: number;
  ms: number;
}

const bench = `select member_id from member where username like 'bench\\_%'`;
const rows = async (url: string, sql: string) =>
  (await psql(url, sql))
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('|'));
/** The first row's columns (as text). */
const one = async (url: string, sql: string) => (await rows(url, sql))[0] ?? [];

/** The database after the run: nothing paid lost, nothing doubled, stock and money adding up. */
export async function dataChecks(dbUrl: string, outcomes: Outcome[], skus: number[]): Promise<string[]> {
  const checks: string[] = [];
  const check = (ok: boolean, text: string) => checks.push(`${ok ? 'ok' : 'FAILED'}: ${text}`);
  const told = outcomes.filter((o) => o.toldPaid).map((o) => `'${o.outTradeNo}'`);
  const [lost] = told.length
    ? await one(
        dbUrl,
        `select count(*) from pay where out_trade_no in (${told.join(',')}) and pay_status <> 2`,
      )
    : ['0'];
  check(lost === '0', `${lost} of ${told.length} orders the shoppers were told were paid are not paid`);
  const known = new Set(outcomes.filter((o) => o.outTradeNo).map((o) => o.outTradeNo)).size;
  const [orders, twice] = await one(
    dbUrl,
    `select (select count(*) from "order" where member_id in (${bench})),
       (select count(*) from (select out_trade_no from pay where pay_status = 2 group by out_trade_no
         having count(*) > 1) d)`,
  );
  check(
    Number(orders) >= known && Number(orders) <= outcomes.length,
    `${orders} orders for ${outcomes.length} checkouts (${known} answered): none created twice`,
  );
  check(twice === '0', `${twice} payments recorded twice`);
  for (const [sku, taken, sold] of await rows(
    dbUrl,
    `select s.sku_id, 10000000 - s.stock, coalesce((select sum(g.num) from order_goods g join "order" o
       on o.order_id = g.order_id where g.sku_id = s.sku_id and o.member_id in (${bench}) and o.order_status <> -1), 0)
     from goods_sku s where s.sku_id in (${skus.join(',')}) order by s.sku_id`,
  ))
    check(taken === sold, `SKU ${sku}: stock taken ${taken} = quantity in open orders ${sold}`);
  const [spent, orderBalance, ledger] = await one(
    dbUrl,
    `select (select sum(100000000 - balance) - sum(balance_money) from member where member_id in (${bench})),
       (select coalesce(sum(balance_money), 0) from "order" where member_id in (${bench}) and order_status <> -1),
       (select coalesce(-sum(account_data), 0) from member_account where account_type like 'balance%'
         and member_id in (${bench}))`,
  );
  check(
    spent === orderBalance && spent === ledger,
    `balance spent ${spent} = orders' balance ${orderBalance} = ledger ${ledger} (cents)`,
  );
  return checks;
}

/** What the shoppers and the load balancer saw, and what the processes logged. */
export function serviceChecks(tally: Tally, alive: boolean[], logs: string[]): string[] {
  const checks: string[] = [];
  const check = (ok: boolean, text: string) => checks.push(`${ok ? 'ok' : 'FAILED'}: ${text}`);
  check(
    alive.every(Boolean),
    `${alive.filter(Boolean).length} of ${alive.length} mall processes still running`,
  );
  check(
    tally.bugs === 0,
    `${tally.bugs} answers 5xx other than 503${tally.bugSamples.length ? `: ${tally.bugSamples[0]}` : ''}`,
  );
  check(
    tally.unavailableWithoutRetryAfter === 0,
    `${tally.unavailable} answers 503, ${tally.unavailableWithoutRetryAfter} of them without Retry-After`,
  );
  const outageLines = logs.map((l) => l.split('\n').filter((x) => x.includes('database unavailable')).length);
  const leaks = logs.flatMap((l) => l.split('\n').filter((x) => /Failed query|"params"|token_hash/.test(x)));
  check(
    leaks.length === 0,
    `outage logged in ${outageLines.join(' + ')} warn lines; ${leaks.length} lines with SQL or parameters` +
      (leaks.length ? ` (first: ${leaks[0]!.slice(0, 400)})` : ''),
  );
  return checks;
}
