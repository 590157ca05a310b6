import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { psql } from './checkout-round.ts';
import { measure, type LoadOptions, type Measurement } from './load.ts';
import { freePort, startMall } from './server.ts';
import { createBenchDatabase } from './postgres.ts';

/*
 * The flash-sale stampede (issue 17 item 3): BUYERS members, each with a live session and an address, all
 * queued at one instant for a sale of UNITS units (one per member), sent through IN_FLIGHT connections. Run on
 * PostgreSQL without Redis, then with the Redis gate (Debian's redis-server on a free loopback port). Each
 * round reports attempts answered per second, p99, units sold, oversold (from the database) and the same-run
 * ceiling (GET /livez), and how long a storefront read took while the sale ran.
 */

const BUYERS = 10_000;
const UNITS = 100;
const IN_FLIGHT = 200;
const SKU_STOCK = 1_000_000;
const CALL_FIELDS = { app_type: 'pc', app_type_name: '电脑端', lang: 'en-us' };

export interface SeckillRun {
  label: string;
  ceiling: Measurement;
  attempts: number;
  answeredPerSec: number;
  p50Ms: number;
  p99Ms: number;
  sold: number;
  soldOut: number;
  otherRefusals: string[];
  /** Units the database shows sold beyond the sale's stock (must be 0), and the other checks. */
  oversold: number;
  checks: string[];
  /** p99 of a storefront read (website info) sent every 50 ms during the stampede. */
  readP99Ms: number;
  /**
   * A logged-in member's one-query call (cart count) measured like the ceiling, right after the stampede: what a
   * session check plus one query costs on this machine now, to read the stampede's numbers against.
   */
  memberRead: Measurement;
  /** CPU seconds the load generator itself spent on the stampede (it shares the machine with the mall). */
  clientCpuS: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** Members bench_sk_1 … with sessions whose tokens derive from a secret only this process knows. */
async function makeBuyers(dbUrl: string): Promise<string[]> {
  const secret = crypto.randomBytes(16).toString('hex');
  const now = Math.floor(Date.now() / 1000);
  await psql(
    dbUrl,
    `insert into member (username, nickname, password, status, member_level, member_level_name, reg_time)
     select 'bench_sk_' || i, 'bench ' || i, d.password, 1, d.member_level, d.member_level_name, ${now}
     from member d cross join generate_series(1, ${BUYERS}) i where d.username = 'demo';
     insert into member_address (member_id, name, mobile, province_id, city_id, district_id, address, full_address,
       is_default, create_time)
     select member_id, 'Bench Buyer', '13800138000', 330000, 330100, 330106, 'Wensan Road 478',
       'Zhejiang Hangzhou Xihu Wensan Road 478', 1, ${now}
     from member where username like 'bench\\_sk\\_%';
     insert into member_session (token_hash, member_id, create_time, expire_time, ip)
     select encode(sha256(convert_to(encode(sha256(convert_to('${secret}' || member_id, 'UTF8')), 'hex'), 'UTF8')), 'hex'),
       member_id, ${now}, ${now + 86_400}, '127.0.0.1'
     from member where username like 'bench\\_sk\\_%';`,
  );
  const ids = (
    await psql(dbUrl, `select member_id from member where username like 'bench\\_sk\\_%' order by member_id`)
  )
    .split('\n')
    .filter(Boolean);
  return ids.map((id) => crypto.createHash('sha256').update(`${secret}${id}`).digest('hex'));
}

/** A running all-day sale of UNITS units (one per member) of the n-th plain SKU of the self-operated shop. */
async function makeSale(dbUrl: string, n: number): Promise<{ seckillId: number; skuId: number }> {
  const skuId = Number(
    await psql(
      dbUrl,
      `select sku_id from goods_sku where site_id = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0
       and is_virtual = 0 order by sku_id limit 1 offset ${n}`,
    ),
  );
  const now = Math.floor(Date.now() / 1000);
  await psql(
    dbUrl,
    `update goods_sku set stock = ${SKU_STOCK}, min_buy = 0, max_buy = 0, promotion_type = 0, price = 10000
     where sku_id = ${skuId};
     update express_template set free_threshold = 0, unavailable_province_ids = '{}';`,
  );
  const slotId = await psql(
    dbUrl,
    `insert into promotion_seckill_time (name, seckill_start_time, seckill_end_time) values ('bench', 0, 86400)
     returning id`,
  );
  const seckillId = Number(
    (
      await psql(
        dbUrl,
        `insert into promotion_seckill (site_id, seckill_name, status, start_time, end_time, goods_id, seckill_price,
           seckill_time_id)
         select 1, 'bench sale', 1, ${now - 60}, ${now + 86_400}, goods_id, 100, ',${slotId.split('\n')[0]},'
         from goods_sku where sku_id = ${skuId} returning id`,
      )
    ).split('\n')[0],
  );
  await psql(
    dbUrl,
    `insert into promotion_seckill_goods (seckill_id, site_id, goods_id, sku_id, sku_name, seckill_price, price, stock, max_buy)
     select ${seckillId}, site_id, goods_id, sku_id, sku_name, 100, price, ${UNITS}, 1 from goods_sku where sku_id = ${skuId}`,
  );
  return { seckillId, skuId };
}

// The buyers' connections, kept alive as a browser keeps them. node:http rather than fetch: fetch cost the load
// generator ~0.5 ms of CPU per attempt, three quarters of a core at 1,500 attempts/s on a two-core machine, so
// the bench measured its own client (autocannon, which measures the ceiling, is as lean as this).
const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 2 });

function post(origin: string, path: string, body: Record<string, unknown>) {
  const payload = JSON.stringify({ ...CALL_FIELDS, ...body });
  return new Promise<{ code?: number; message?: string }>((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(
              JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: number; message?: string },
            );
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every buyer queued at once; IN_FLIGHT at a time reach the mall (a browser crowd behind a connection limit). */
async function stampede(origin: string, tokens: string[], sale: { seckillId: number; skuId: number }) {
  const queued = performance.now();
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      const started = performance.now();
      let outcome: string;
      try {
        const r = await post(origin, '/seckill/api/ordercreate/create', {
          token: tokens[i],
          seckill_id: sale.seckillId,
          sku_id: sale.skuId,
          num: 1,
          idempotency_key: `bench-sk-${sale.seckillId}-${i}`,
        });
        outcome = r.code === 0 ? 'sold' : (r.message ?? 'refused');
      } catch (err) {
        outcome = `error: ${(err as Error).message}`;
      }
      latencies.push(performance.now() - started);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  // The rest of the mall must keep answering: a storefront read every 50 ms while the sale runs.
  const reads: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const t0 = performance.now();
      await post(origin, '/api/website/info', {}).catch(() => undefined);
      reads.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const elapsedS = (performance.now() - queued) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const clientCpuS = (cpu.user + cpu.system) / 1e6;
  running = false;
  await prober;
  latencies.sort((a, b) => a - b);
  reads.sort((a, b) => a - b);
  return { latencies, outcomes, elapsedS, readP99: percentile(reads, 99), clientCpuS };
}

async function checksOf(dbUrl: string, sale: { seckillId: number; skuId: number }, sold: number) {
  const [orders, members, stock, saleNum, skuStock] = (
    await psql(
      dbUrl,
      `select (select count(*) from "order" where promotion_type = 'seckill' and promotion_id = ${sale.seckillId}),
        (select count(distinct member_id) from "order" where promotion_type = 'seckill' and promotion_id = ${sale.seckillId}),
        g.stock, g.sale_num, (select stock from goods_sku where sku_id = ${sale.skuId})
       from promotion_seckill_goods g where g.seckill_id = ${sale.seckillId}`,
    )
  )
    .split('|')
    .map(Number);
  const ok = (cond: boolean, text: string) => `${cond ? 'ok' : 'FAILED'}: ${text}`;
  const oversold = Math.max(0, orders! - UNITS);
  return {
    oversold,
    checks: [
      ok(orders === UNITS, `units sold ${orders} = the sale's ${UNITS}`),
      ok(orders === sold, `orders in the database ${orders} = buyers told they bought ${sold}`),
      ok(members === orders, `no buyer above the limit of 1 (${members} buyers for ${orders} orders)`),
      ok(stock === 0 && saleNum === UNITS, `sale stock ${stock}, sale_num ${saleNum}`),
      ok(skuStock === SKU_STOCK - UNITS, `SKU stock taken ${SKU_STOCK - skuStock!} = ${UNITS}`),
    ],
  };
}

async function startRedis(): Promise<{ url: string; stop: () => void } | { skipped: string }> {
  const port = await freePort();
  let child: ChildProcess;
  try {
    child = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
  } catch {
    return { skipped: 'redis-server is not installed' };
  }
  const failed = new Promise<boolean>((r) => child.once('error', () => r(true)));
  for (let i = 0; i < 100; i++) {
    const up = await Promise.race([
      failed.then(() => null),
      new Promise<boolean>((resolve) => {
        const c = net
          .connect(port, '127.0.0.1', () => (c.end(), resolve(true)))
          .on('error', () => resolve(false));
      }),
    ]);
    if (up === null) return { skipped: 'redis-server is not installed' };
    if (up) return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  return { skipped: 'redis-server did not start' };
}

async function oneRun(
  label: string,
  dbUrl: string,
  tokens: string[],
  n: number,
  options: LoadOptions,
  redisUrl?: string,
) {
  const before = process.env.REDIS_URL;
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  const mall = await startMall(dbUrl);
  if (before === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = before;
  try {
    const sale = await makeSale(dbUrl, n);
    const ceiling = await measure(
      mall.origin,
      { name: 'ceiling (liveness)', method: 'GET', path: '/livez' },
      options,
    );
    const s = await stampede(mall.origin, tokens, sale);
    const sold = s.outcomes.get('sold') ?? 0;
    const soldOut = s.outcomes.get('Product sold out') ?? 0;
    const other = [...s.outcomes]
      .filter(([k]) => k !== 'sold' && k !== 'Product sold out')
      .map(([k, v]) => `${v} × ${k}`);
    const { oversold, checks } = await checksOf(dbUrl, sale, sold);
    const memberRead = await measure(
      mall.origin,
      {
        name: 'member read (cart count)',
        method: 'POST',
        path: '/api/cart/count',
        body: { token: tokens[0] },
      },
      options,
    );
    const run: SeckillRun = {
      label,
      ceiling,
      attempts: tokens.length,
      answeredPerSec: tokens.length / s.elapsedS,
      p50Ms: Math.round(percentile(s.latencies, 50)),
      p99Ms: Math.round(percentile(s.latencies, 99)),
      sold,
      soldOut,
      otherRefusals: other,
      oversold,
      checks: [...checks, `${other.length === 0 ? 'ok' : 'FAILED'}: every refused buyer was told 'sold out'`],
      readP99Ms: Math.round(s.readP99),
      clientCpuS: s.clientCpuS,
      memberRead,
    };
    console.log(
      `  ${label}: ${Math.round(run.answeredPerSec)} attempts answered/s, p99 ${run.p99Ms} ms, sold ${sold}, oversold ${oversold}, ceiling ${Math.round(ceiling.reqPerSec)} req/s`,
    );
    return run;
  } finally {
    await mall.stop();
  }
}

/** Both runs on one fresh bench database; answers the reason instead when PostgreSQL cannot be had. */
export async function seckillRound(options: LoadOptions): Promise<SeckillRun[] | { skipped: string }> {
  const db = await createBenchDatabase();
  if ('skipped' in db) return db;
  const runs: SeckillRun[] = [];
  try {
    // The first start seeds the database; the members are made once and buy in both runs (one sale each).
    const seeding = await startMall(db.url);
    await seeding.stop();
    const tokens = await makeBuyers(db.url);
    runs.push(await oneRun('PostgreSQL only', db.url, tokens, 0, options));
    const redis = await startRedis();
    if ('skipped' in redis) console.log(`  with Redis: skipped (${redis.skipped})`);
    else
      try {
        runs.push(await oneRun('PostgreSQL + Redis gate', db.url, tokens, 1, options, redis.url));
      } finally {
        redis.stop();
      }
    return runs;
  } finally {
    await db.drop();
  }
}

export function seckillMarkdown(result: SeckillRun[] | { skipped: string }, started: Date): string {
  const lines = [
    '# Flash-sale stampede',
    '',
    `Run ${started.toISOString()} by \`npm run bench -w bench -- seckill\` (bench/seckill-round.ts): ${BUYERS.toLocaleString('en')} buyers`,
    `queued at once for ${UNITS} units (one per buyer), ${IN_FLIGHT} requests in flight, one mall process on PostgreSQL.`,
    'Attempts answered/s = buyers ÷ time until the last answer; the ceiling is GET /livez in the same run; the',
    'member read is POST /api/cart/count with a session (a session check and one query), measured the same way.',
    'The buyers are sent over kept-alive node:http connections (fetch cost the load generator ~0.5 ms of CPU per',
    "attempt on this machine's two cores); its CPU-seconds during the stampede are in the last column.",
    '',
  ];
  if ('skipped' in result) return [...lines, `Skipped: ${result.skipped}`, ''].join('\n');
  lines.push(
    '| run | attempts answered/s | p50 ms | p99 ms | units sold | oversold | ceiling req/s | answered ÷ ceiling | storefront read p99 ms | member read req/s | stampede s | load generator CPU-s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const r of result) {
    lines.push(
      `| ${r.label} | ${Math.round(r.answeredPerSec)} | ${r.p50Ms} | ${r.p99Ms} | ${r.sold} | ${r.oversold} | ${Math.round(r.ceiling.reqPerSec)} | ${(r.answeredPerSec / r.ceiling.reqPerSec).toFixed(2)} | ${r.readP99Ms} | ${Math.round(r.memberRead.reqPerSec)} | ${(r.attempts / r.answeredPerSec).toFixed(1)} | ${r.clientCpuS.toFixed(1)} |`,
    );
  }
  for (const r of result) {
    lines.push('', `## ${r.label}`, '', ...r.checks.map((c) => `- ${c}`));
    if (r.otherRefusals.length) lines.push(...r.otherRefusals.map((o) => `- refusal: ${o}`));
  }
  return `${lines.join('\n')}\n`;
}
