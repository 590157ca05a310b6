import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startMallProcess,
  stopMallProcess,
  waitHealthy,
  type MallProcess,
} from './test/mall-process.ts';
import { adminQuery, withDatabase } from './test/template.ts';

// Two real server processes on one fresh PostgreSQL database (CI's PostgreSQL pass; skipped without one).
const url = process.env.DATABASE_URL;
const dbName = `mall_test_two_${crypto.randomBytes(4).toString('hex')}`;
// The processes' shared DATA_DIR (uploads), made by them; named now so a skipped file leaves nothing behind.
const dataDir = path.join(os.tmpdir(), `mall-two-${crypto.randomBytes(6).toString('hex')}`);
let sql: pg.Client;
let a: MallProcess;
let b: MallProcess;

const query = async (text: string, params: unknown[] = []) => (await sql.query(text, params)).rows;

async function call(mall: MallProcess, route: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${mall.origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

async function login(mall: MallProcess, username: string, password: string): Promise<string> {
  const captcha = await call(mall, '/api/captcha/captcha');
  const answer = await call(mall, '/api/demo/captcha', { captcha_id: captcha.data.id });
  const res = await call(mall, '/api/login/login', {
    username,
    password,
    captcha_id: captcha.data.id,
    captcha_code: answer.data.code,
  });
  expect(res.code, res.message).toBe(0);
  return res.data.token as string;
}

/** How often a process ran a job for the given due time (its debug line 'job ran' names both). */
const jobRuns = (mall: MallProcess, name: string, runAt: number) =>
  mall.logs().filter((l) => l.msg === 'job ran' && l.job === name && l.runAt === runAt).length;

/** An unpaid order of the demo member, placed on `mall`, then made older than the auto-close time. */
async function overdueOrder(mall: MallProcess, token: string): Promise<{ orderId: number; skuId: number }> {
  const [sku] = await query(
    `select sku_id from goods_sku where site_id = 3 and goods_state = 1 and verify_state = 1 and is_delete = 0
     and is_virtual = 0 order by sku_id limit 1`,
  );
  await query(
    `update goods_sku set stock = 50, promotion_type = 0, max_buy = 0, min_buy = 0 where sku_id = $1`,
    [sku.sku_id],
  );
  const created = await call(mall, '/api/ordercreate/simpleCreate', {
    token,
    idempotency_key: `two-${crypto.randomBytes(6).toString('hex')}`,
    sku_id: sku.sku_id,
    num: 1,
    coupon: { 3: { coupon_id: 0 } },
    platform_coupon_id: 0,
  });
  expect(created.code, created.message).toBe(0);
  const [o] = await query(
    `update "order" set create_time = create_time - 86400 where out_trade_no = $1
    returning order_id`,
    [created.data],
  );
  return { orderId: Number(o.order_id), skuId: Number(sku.sku_id) };
}

const stockOf = async (skuId: number) =>
  Number((await query(`select stock from goods_sku where sku_id = $1`, [skuId]))[0].stock);
const statusOf = async (orderId: number) =>
  Number((await query(`select order_status from "order" where order_id = $1`, [orderId]))[0].order_status);
const closeLogs = async (orderId: number) =>
  Number(
    (
      await query(`select count(*) n from order_log where order_id = $1 and action_way = 'orderClose'`, [
        orderId,
      ])
    )[0].n,
  );

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    await adminQuery(url!, `create database ${dbName}`);
    sql = new pg.Client({ connectionString: withDatabase(url!, dbName) });
    await sql.connect();
    // Started together on an empty database: both migrate and seed; the advisory lock makes one wait.
    const env = {
      DATABASE_URL: withDatabase(url!, dbName),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      JOBS_TICK_MS: '200',
    };
    [a, b] = await Promise.all([startMallProcess(env), startMallProcess(env)]);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopMallProcess));
    await sql?.end();
    await adminQuery(url!, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both start on an empty database, with the schema and demo data made once', async () => {
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect(Number((await query(`select count(*) n from website`))[0].n)).toBeGreaterThan(0);
    expect((await query(`select count(*) n from member where username = 'demo'`))[0].n).toBe('1');
  });

  it('honours a session made on one process on the other, logout included', async () => {
    const token = await login(a, 'demo', 'Demo@12345');
    const onB = await call(b, '/api/member/detail', { token });
    expect(onB.code, onB.message).toBe(0);
    expect(onB.data.username).toBe('demo');
    expect((await call(b, '/api/login/logout', { token })).code).toBe(0);
    expect((await call(a, '/api/member/detail', { token })).code).not.toBe(0);
  });

  it('runs every due job exactly once across both processes', async () => {
    const names = (await query(`select name from job where interval_seconds > 0`)).map(
      (r) => r.name as string,
    );
    expect(names).toEqual(expect.arrayContaining(['orderAutoClose', 'coupon_expire', 'housekeeping']));
    // A due time no run had before (each run is logged with the due time it claimed).
    const due = Math.floor(Date.now() / 1000) - 12_345;
    await query(`update job set run_at = $1 where interval_seconds > 0`, [due]);
    await eventually('every job to run', async () => {
      const [left] = await query(`select count(*) n from job where interval_seconds > 0 and run_at <= $1`, [
        due,
      ]);
      return Number(left.n) === 0 ? true : undefined;
    });
    await new Promise((r) => setTimeout(r, 1_000)); // several more ticks of both processes
    for (const name of names) expect(jobRuns(a, name, due) + jobRuns(b, name, due), name).toBe(1);
  });

  it('moves flash sales, group buys and topics on time through the jobs, once across both processes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [sku] = await query(
      `select sku_id, goods_id, site_id from goods_sku where site_id = 1 order by sku_id limit 1`,
    );
    // Due to start now and due to end now, with the statuses the jobs have not written yet.
    const [sale] = await query(
      `insert into promotion_seckill (site_id, seckill_name, status, start_time, end_time, goods_id, seckill_time_id)
       values ($1, 'two', 0, $2, $3, $4, ',1,') returning id`,
      [sku.site_id, now - 60, now + 3600, sku.goods_id],
    );
    const [gb] = await query(
      `insert into promotion_groupbuy (site_id, goods_id, sku_id, buy_num, start_time, end_time, status)
       values ($1, $2, $3, 2, $4, $5, 2) returning groupbuy_id`,
      [sku.site_id, sku.goods_id, sku.sku_id, now - 7200, now - 60],
    );
    const [topic] = await query(
      `insert into promotion_topic (topic_name, start_time, end_time, status) values ('two', $1, $2, 1)
       returning topic_id`,
      [now - 60, now + 3600],
    );
    const jobs = ['seckillStatus', 'groupbuy_status', 'topic_status'];
    const due = now - 54_321;
    await query(`update job set run_at = $1 where name = any($2)`, [due, jobs]);
    const statuses = async () =>
      (
        await query(
          `select (select status from promotion_seckill where id = $1) s,
             (select status from promotion_groupbuy where groupbuy_id = $2) g,
             (select status from promotion_topic where topic_id = $3) t`,
          [sale.id, gb.groupbuy_id, topic.topic_id],
        )
      )[0];
    await eventually('the statuses to move', async () => {
      const st = await statuses();
      return st.s === 1 && st.g === 3 && st.t === 2 ? true : undefined;
    });
    await new Promise((r) => setTimeout(r, 1_000)); // several more ticks of both processes
    for (const name of jobs) expect(jobRuns(a, name, due) + jobRuns(b, name, due), name).toBe(1);
  });

  it('after kill -9 of the process holding a job, the other finishes it, and nothing is done twice', async () => {
    const token = await login(b, 'demo', 'Demo@12345');
    const { orderId, skuId } = await overdueOrder(b, token);
    const stockToComeBack = (await stockOf(skuId)) + 1; // the one unit ordered
    // Hold the order, so whichever process claims the close job stops inside it, holding the job row.
    const locker = new pg.Client({ connectionString: withDatabase(url!, dbName) });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`select order_id from "order" where order_id = $1 for update`, [orderId]);
    await query(`update job set run_at = 0 where name = 'orderAutoClose'`);
    const holderName = await eventually('a process to stop inside the job', async () => {
      const [row] = await query(
        `select application_name from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [dbName],
      );
      return row?.application_name as string | undefined;
    });
    const [holder, other] = holderName === `mall-${a.pid}` ? [a, b] : [b, a];
    expect(holderName).toBe(`mall-${holder.pid}`);
    holder.child.kill('SIGKILL');
    await holder.exited;
    // The killed process's transaction dies with its connection; the other claims the job and closes the order.
    await locker.query('rollback');
    await locker.end();
    await eventually('the order to close', async () => ((await statusOf(orderId)) === -1 ? true : undefined));
    expect(await closeLogs(orderId)).toBe(1);
    expect(await stockOf(skuId)).toBe(stockToComeBack);
    expect(jobRuns(other, 'orderAutoClose', 0)).toBe(1);
    expect(other.child.exitCode).toBeNull();
    expect((await call(other, '/api/member/detail', { token })).code).toBe(0);
  });
});
