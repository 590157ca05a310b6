import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { measure, type LoadOptions, type Measurement } from './load.ts';
import { cpuSince, readCpu, type CpuSplit } from './process-cpu.ts';

const run = promisify(execFile);

/** Members placing orders; each concurrent worker cycles through its own share, so no member is used twice at once. */
const MEMBERS_PER_WORKER = 10;
/** Stock of each benched SKU: far above what a run can sell, so a refusal is never "sold out". */
const BENCH_STOCK = 10_000_000;
/** Balance of each bench member in cents (1,000,000.00), far above what a run can spend. */
const BENCH_BALANCE = 100_000_000;
/** The bench members get the demo member's password hash as payment password, so this is their PIN. */
export const PAY_PASSWORD = 'Demo@12345';
/** Shops whose first plain SKU is ordered (self-operated shop and three others). */
const SHOPS = [1, 2, 3, 5];
/**
 * SKUs ordered per shop (`BENCH_SKUS_PER_SHOP`, 1 to 10, default 1): more spreads the orders over more rows, to
 * tell whether waiting on the hot SKU rows or the machine's CPU limits the round.
 */
const skusPerShop = () => Math.min(10, Math.max(1, Math.floor(Number(process.env.BENCH_SKUS_PER_SHOP) || 1)));
const STATUS_POLL_MS = 10;
const PAID_TIMEOUT_MS = 15_000;
const CALL_FIELDS = { app_type: 'pc', app_type_name: '电脑端', lang: 'en-us' };
/** Made in the bench database only; the mall's ceiling call writes here (apps/server/src/platform/bench-ceiling.ts). */
const BENCH_CEILING_TABLE = 'bench_ceiling_row';
/** PostgreSQL publishes a backend's table statistics within a second of its transaction; wait that out. */
const STATS_SETTLE_MS = 1_500;

export interface FlowResult {
  name: string;
  calls: string;
  orders: number;
  failures: number;
  ordersPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** A few distinct failure messages. */
  failureSamples: string[];
  /** Orders completed and failed, warm-up included (what the database must account for). */
  allOrders: number;
  allFailures: number;
  /** Rows the flow inserted, updated or deleted per completed order (PostgreSQL's table statistics). */
  rowsPerOrder: number;
  /** The same-run database ceiling for that many rows: minimal transactions through the mall's pool. */
  dbCeiling?: Measurement;
  /** CPU spent over the timed run per completed order, in ms (mall, PostgreSQL, whole machine). */
  cpuMsPerOrder: CpuSplit;
}

export interface CheckoutResult {
  ceiling: Measurement;
  members: number;
  skus: number[];
  flows: FlowResult[];
  /** Consistency checks after the run: each line starts with "ok" or "FAILED". */
  checks: string[];
}

export async function psql(url: string, sql: string): Promise<string> {
  const { stdout } = await run('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { timeout: 60_000 });
  return stdout.trim();
}
const sqlRows = async (url: string, sql: string) =>
  (await psql(url, sql))
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));

class CallError extends Error {}

async function call<T>(origin: string, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...CALL_FIELDS, ...body }),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { code?: number; message?: string; data?: T };
  if (!res.ok || json.code !== 0) throw new CallError(`${path}: HTTP ${res.status} ${json.message ?? ''}`);
  return json.data as T;
}

/** Orders/s as printed: a decimal while the rate is small enough for it to matter. */
const rate = (n: number) => n.toFixed(n < 100 ? 1 : 0);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Bench members made directly in the bench database: a copy of the demo member's login (password hash, level) with a
 * high balance, a payment password, a default address and a live session whose token only this process knows.
 */
export async function prepare(dbUrl: string, members: number): Promise<{ tokens: string[]; skus: number[] }> {
  const now = Math.floor(Date.now() / 1000);
  await psql(
    dbUrl,
    `insert into member (username, nickname, password, pay_password, status, member_level, member_level_name,
       balance, balance_money, reg_time)
     select 'bench_' || i, 'bench ' || i, d.password, d.password, 1, d.member_level, d.member_level_name,
       ${BENCH_BALANCE}, 0, ${now}
     from member d cross join generate_series(1, ${members}) i where d.username = 'demo';
     insert into member_address (member_id, name, mobile, province_id, city_id, district_id, address, full_address,
       is_default, create_time)
     select member_id, 'Bench Buyer', '13800138000', 330000, 330100, 330106, 'Wensan Road 478',
       'Zhejiang Hangzhou Xihu Wensan Road 478', 1, ${now}
     from member where username like 'bench\\_%';
     update express_template set free_threshold = 0, unavailable_province_ids = '{}';
     create table ${BENCH_CEILING_TABLE} (id bigserial primary key, n int not null, create_time bigint not null);`,
  );
  const ids = (
    await sqlRows(dbUrl, `select member_id from member where username like 'bench\\_%' order by member_id`)
  ).map((r) => Number(r[0]));
  if (ids.length !== members) throw new Error(`expected ${members} bench members, found ${ids.length}`);
  const tokens = ids.map(() => crypto.randomBytes(32).toString('base64url'));
  const values = ids.map((id, i) => {
    const hash = crypto.createHash('sha256').update(tokens[i]!).digest('hex');
    return `('${hash}', ${id}, ${now}, ${now + 86_400}, '127.0.0.1')`;
  });
  await psql(
    dbUrl,
    `insert into member_session (token_hash, member_id, create_time, expire_time, ip) values ${values.join(',')}`,
  );
  const skus: number[] = [];
  for (const site of SHOPS) {
    const ids = await psql(
      dbUrl,
      `select sku_id from goods_sku where site_id = ${site} and goods_state = 1 and verify_state = 1 and is_delete = 0
       and is_virtual = 0 order by sku_id limit ${skusPerShop()}`,
    );
    skus.push(...ids.split('\n').filter(Boolean).map(Number));
  }
  if (skus.length === 0) throw new Error('no plain on-sale SKU found in the bench database');
  // Plain SKUs: high stock, no purchase limits, no promotion window.
  await psql(
    dbUrl,
    `update goods_sku set stock = ${BENCH_STOCK}, promotion_type = 0, max_buy = 0, min_buy = 0
     where sku_id in (${skus.join(',')})`,
  );
  return { tokens, skus };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

interface Order {
  token: string;
  skuId: number;
  key: string;
}

/** Runs `order` from `workers` concurrent loops for `seconds`; answers latencies and failures. */
async function loop(
  workers: number,
  seconds: number,
  tokens: string[],
  skus: number[],
  keyPrefix: string,
  order: (o: Order) => Promise<void>,
): Promise<{ latencies: number[]; failures: string[]; elapsedS: number }> {
  const latencies: number[] = [];
  const failures: string[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let seq = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const mine = tokens.filter((_t, i) => i % workers === w);
      for (let n = 0; performance.now() < end; n++) {
        const s = ++seq;
        const o = { token: mine[n % mine.length]!, skuId: skus[s % skus.length]!, key: `${keyPrefix}-${s}` };
        const t0 = performance.now();
        try {
          await order(o);
          latencies.push(performance.now() - t0);
        } catch (err) {
          failures.push(err instanceof CallError ? err.message : String(err));
        }
      }
    }),
  );
  return { latencies, failures, elapsedS: (performance.now() - start) / 1000 };
}

/** Rows inserted, updated and deleted so far in the database's own tables, once the statistics have settled. */
async function rowWrites(dbUrl: string): Promise<number> {
  await sleep(STATS_SETTLE_MS);
  return Number(
    await psql(
      dbUrl,
      `select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) from pg_stat_user_tables
       where relname <> '${BENCH_CEILING_TABLE}'`,
    ),
  );
}

async function flow(
  name: string,
  calls: string,
  mallPid: number,
  dbUrl: string,
  opts: LoadOptions,
  tokens: string[],
  skus: number[],
  runId: string,
  order: (o: Order) => Promise<void>,
): Promise<FlowResult> {
  const workers = opts.connections;
  const warm =
    opts.warmupS > 0
      ? await loop(workers, opts.warmupS, tokens, skus, `${runId}-w`, order)
      : { latencies: [], failures: [] };
  const rowsBefore = await rowWrites(dbUrl);
  const cpuBefore = readCpu(mallPid);
  const r = await loop(workers, opts.durationS, tokens, skus, runId, order);
  const cpu = cpuSince(cpuBefore, readCpu(mallPid));
  const rowsWritten = (await rowWrites(dbUrl)) - rowsBefore;
  const perOrder = (sec: number) => (r.latencies.length ? (sec * 1000) / r.latencies.length : 0);
  const sorted = r.latencies.sort((a, b) => a - b);
  const result: FlowResult = {
    name,
    calls,
    orders: sorted.length,
    failures: r.failures.length,
    ordersPerSec: sorted.length / r.elapsedS,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    failureSamples: [...new Set(r.failures)].slice(0, 3),
    allOrders: sorted.length + warm.latencies.length,
    allFailures: r.failures.length + warm.failures.length,
    rowsPerOrder: sorted.length ? rowsWritten / sorted.length : 0,
    cpuMsPerOrder: {
      mallS: perOrder(cpu.mallS),
      databaseS: perOrder(cpu.databaseS),
      machineS: perOrder(cpu.machineS),
    },
  };
  console.log(
    `  ${name.padEnd(30)} ${rate(result.ordersPerSec).padStart(6)} orders/s  p95 ${result.p95Ms.toFixed(0)} ms` +
      `  p99 ${result.p99Ms.toFixed(0)} ms  ${result.rowsPerOrder.toFixed(1)} rows/order` +
      `  CPU/order: mall ${result.cpuMsPerOrder.mallS.toFixed(1)} ms, PostgreSQL ${result.cpuMsPerOrder.databaseS.toFixed(1)} ms` +
      (result.failures ? `  (${result.failures} failed: ${result.failureSamples.join('; ')})` : ''),
  );
  return result;
}

/** After the run: stock taken equals the quantities ordered, balances and ledgers match the balance paid. */
async function consistency(
  dbUrl: string,
  skus: number[],
  members: number,
  flows: { balance: FlowResult; sandbox: FlowResult },
): Promise<string[]> {
  const checks: string[] = [];
  const check = (ok: boolean, text: string) => checks.push(`${ok ? 'ok' : 'FAILED'}: ${text}`);
  const bench = `select member_id from member where username like 'bench\\_%'`;
  for (const [sku, stock, sold] of await sqlRows(
    dbUrl,
    `select s.sku_id, s.stock, coalesce((select sum(g.num) from order_goods g where g.sku_id = s.sku_id
       and g.member_id in (${bench})), 0)
     from goods_sku s where s.sku_id in (${skus.join(',')}) order by s.sku_id`,
  )) {
    const taken = BENCH_STOCK - Number(stock);
    check(taken === Number(sold), `SKU ${sku}: stock taken ${taken} = ordered quantity ${sold}`);
  }
  const [[orders, paid, balancePaid, sandboxPaid]] = (await sqlRows(
    dbUrl,
    `select count(*), count(*) filter (where pay_status = 1), count(*) filter (where pay_type = 'BALANCE'),
       count(*) filter (where pay_status = 1 and pay_type <> 'BALANCE')
     from "order" where member_id in (${bench})`,
  )) as [[string, string, string, string]];
  // A failed flow may or may not have left an order (a create that timed out, a payment that never came).
  const done = flows.balance.allOrders + flows.sandbox.allOrders;
  const failed = flows.balance.allFailures + flows.sandbox.allFailures;
  check(
    Number(orders) >= done && Number(orders) <= done + failed,
    `${orders} orders in the database for ${done} completed flows and ${failed} failed ones`,
  );
  check(Number(paid) === Number(orders), `${paid} of ${orders} orders paid`);
  check(
    Number(balancePaid) >= flows.balance.allOrders && Number(sandboxPaid) >= flows.sandbox.allOrders,
    `${balancePaid} balance-paid orders for ${flows.balance.allOrders} completed, ${sandboxPaid} sandbox-paid for ${flows.sandbox.allOrders} completed`,
  );
  const [[spent, orderBalance, ledger]] = (await sqlRows(
    dbUrl,
    `select (select sum(${BENCH_BALANCE} - balance) - sum(balance_money) from member where member_id in (${bench})),
       (select coalesce(sum(balance_money), 0) from "order" where member_id in (${bench})),
       (select coalesce(-sum(account_data), 0) from member_account where from_type = 'order' and account_type like 'balance%'
          and member_id in (${bench}))`,
  )) as [[string, string, string]];
  check(
    spent === orderBalance && spent === ledger,
    `balance spent by the ${members} members ${spent} = orders' balance_money ${orderBalance} = ledger ${ledger} (cents)`,
  );
  const [[unpaidPays]] = (await sqlRows(
    dbUrl,
    `select count(*) from pay where member_id in (${bench}) and pay_status <> 2`,
  )) as [[string]];
  check(unpaidPays === '0', `${unpaidPays} pay rows of bench members not in status 2 (paid)`);
  return checks;
}

/**
 * The database ceiling of a flow: as many rows as one of its orders writes, in one minimal transaction (a single
 * INSERT … SELECT and its COMMIT) through the mall's own pool and HTTP stack, from the same number of connections.
 */
async function dbCeiling(origin: string, rowsPerOrder: number, opts: LoadOptions): Promise<Measurement> {
  const rows = Math.max(1, Math.round(rowsPerOrder));
  const m = await measure(
    origin,
    { name: `database ceiling (${rows} rows)`, method: 'POST', path: '/bench/db-ceiling', body: { rows } },
    opts,
  );
  console.log(
    `  ${`database ceiling, ${rows} rows`.padEnd(30)} ${Math.round(m.reqPerSec).toString().padStart(6)} tx/s  p99 ${m.p99Ms} ms` +
      (m.problems.length ? `  (${m.problems.join('; ')})` : ''),
  );
  return m;
}

/**
 * Checkout under load on a running mall whose database is `dbUrl` (PostgreSQL): (a) create with full balance payment
 * in one call; (b) create, then pay through the sandbox gateway (pay/pay, approve on the cashier, poll the status
 * until the signed notification has marked it paid). Each against the same-run /livez ceiling.
 */
export async function checkoutRound(
  origin: string,
  mallPid: number,
  dbUrl: string,
  opts: LoadOptions,
): Promise<CheckoutResult> {
  const members = opts.connections * MEMBERS_PER_WORKER;
  const { tokens, skus } = await prepare(dbUrl, members);
  const runId = `bench${Date.now()}`;
  const ceiling = await measure(origin, { name: 'ceiling (liveness)', method: 'GET', path: '/livez' }, opts);
  console.log(
    `  ${'ceiling (liveness)'.padEnd(30)} ${Math.round(ceiling.reqPerSec).toString().padStart(6)} req/s`,
  );

  const balance = await flow(
    'create + balance pay',
    '`simpleCreate` with `is_balance: 1` + `pay_password`',
    mallPid,
    dbUrl,
    opts,
    tokens,
    skus,
    `${runId}-b`,
    async (o) => {
      const outTradeNo = await call<string>(origin, '/api/ordercreate/simpleCreate', {
        token: o.token,
        sku_id: o.skuId,
        num: 1,
        is_balance: 1,
        pay_password: PAY_PASSWORD,
        idempotency_key: o.key,
      });
      const status = await call<{ pay_status: number }>(origin, '/api/pay/status', {
        token: o.token,
        out_trade_no: outTradeNo,
      });
      if (status.pay_status !== 2)
        throw new CallError(`balance order not paid: pay_status ${status.pay_status}`);
    },
  );
  const sandbox = await flow(
    'create + sandbox pay',
    '`simpleCreate`, `pay/pay`, cashier `decide` (approve), `pay/status` until 2',
    mallPid,
    dbUrl,
    opts,
    tokens,
    skus,
    `${runId}-s`,
    async (o) => {
      const outTradeNo = await call<string>(origin, '/api/ordercreate/simpleCreate', {
        token: o.token,
        sku_id: o.skuId,
        num: 1,
        idempotency_key: o.key,
      });
      const start = await call<{ type: string; data: string }>(origin, '/api/pay/pay', {
        token: o.token,
        out_trade_no: outTradeNo,
        pay_type: 'sandbox',
      });
      const cashier = new URL(start.data);
      const decided = await fetch(`${origin}${cashier.pathname}/decide`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        signal: AbortSignal.timeout(30_000),
      });
      await decided.arrayBuffer();
      if (!decided.ok) throw new CallError(`cashier decide: HTTP ${decided.status}`);
      const deadline = performance.now() + PAID_TIMEOUT_MS;
      for (;;) {
        const status = await call<{ pay_status: number }>(origin, '/api/pay/status', {
          token: o.token,
          out_trade_no: outTradeNo,
        });
        if (status.pay_status === 2) return;
        if (performance.now() > deadline) throw new CallError(`not paid within ${PAID_TIMEOUT_MS} ms`);
        await sleep(STATUS_POLL_MS);
      }
    },
  );
  for (const f of [balance, sandbox]) f.dbCeiling = await dbCeiling(origin, f.rowsPerOrder, opts);
  const checks = await consistency(dbUrl, skus, members, { balance, sandbox });

  for (const c of checks) console.log(`  ${c}`);
  return { ceiling, members, skus, flows: [balance, sandbox], checks };
}

/** The checkout section of RESULTS.md. */
export function checkoutMarkdown(result: CheckoutResult | string | undefined, opts: LoadOptions): string[] {
  if (result === undefined) return [];
  const head = ['## Checkout on PostgreSQL', ''];
  if (typeof result === 'string') return [...head, `Not measured: ${result}.`, ''];
  const ceiling = result.ceiling.reqPerSec;
  const pct = (n: number, of: number) => {
    const p = of > 0 ? (n / of) * 100 : 0;
    return `${p.toFixed(p < 1 ? 2 : p < 10 ? 1 : 0)} %`;
  };
  const dbShare = (f: FlowResult) =>
    f.dbCeiling?.problems.length
      ? `— | — (${f.dbCeiling.problems.join('; ')})`
      : `${Math.round(f.dbCeiling?.reqPerSec ?? 0).toLocaleString('en-US')} tx/s | ${pct(f.ordersPerSec, f.dbCeiling?.reqPerSec ?? 0)}`;
  return [
    ...head,
    `${opts.connections} concurrent loops (one order at a time each), ${result.members} members made in the bench`,
    `database (high balance, payment password, default address), ${opts.warmupS} s warm-up then ${opts.durationS} s per`,
    `flow; every order is 1 unit of one of SKUs ${result.skus.join(', ')} (stock set to ${BENCH_STOCK.toLocaleString('en-US')}).`,
    'Latency is the whole flow of one order. Two same-run ceilings: `GET /livez` (no database work,',
    `${Math.round(ceiling).toLocaleString('en-US')} req/s, p99 ${result.ceiling.p99Ms} ms), and the **database ceiling** of each flow: the`,
    'rows one of its orders writes (inserted + updated + deleted, from `pg_stat_user_tables` over the timed run),',
    "written by one minimal transaction (`INSERT … SELECT generate_series` + COMMIT) through the mall's own pool",
    'and HTTP stack (`POST /bench/db-ceiling`, `BENCH_DB_CEILING=on`), from as many connections, for as long.',
    '',
    '| flow | calls | orders/s | p50 ms | p95 ms | p99 ms | rows/order | DB ceiling | vs DB ceiling | vs /livez | failed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...result.flows.map(
      (f) =>
        `| ${f.name} | ${f.calls} | ${rate(f.ordersPerSec)} | ${f.p50Ms.toFixed(0)} | ${f.p95Ms.toFixed(0)} | ` +
        `${f.p99Ms.toFixed(0)} | ${f.rowsPerOrder.toFixed(1)} | ${dbShare(f)} | ${pct(f.ordersPerSec, ceiling)} | ` +
        `${f.failures}${f.failureSamples.length ? ` (${f.failureSamples.join('; ')})` : ''} |`,
    ),
    '',
    'CPU per completed order over the timed run (`/proc`: the mall process with its thread pool, every',
    '`postgres` process, and the whole machine, load generator included):',
    '',
    '| flow | mall ms | PostgreSQL ms | machine ms |',
    '|---|---:|---:|---:|',
    ...result.flows.map(
      (f) =>
        `| ${f.name} | ${f.cpuMsPerOrder.mallS.toFixed(1)} | ${f.cpuMsPerOrder.databaseS.toFixed(1)} | ` +
        `${f.cpuMsPerOrder.machineS.toFixed(1)} |`,
    ),
    '',
    'Checked after the run (all orders of the bench members, warm-up included):',
    '',
    ...result.checks.map((c) => `- ${c}`),
    '',
  ];
}
