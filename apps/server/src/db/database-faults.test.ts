import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { createSession } from '../platform/auth/session-store.ts';
import { forgetReportedOutages, isDatabaseUnavailable } from '../platform/outage.ts';
import { startFaultProxy, type FaultProxy } from '../test/tcp-proxy.ts';
import { adminQuery, cloneTemplate, withDatabase } from '../test/template.ts';
import { openDatabase, type Database } from './client.ts';

// Breaking connections needs a real server; CI's PostgreSQL pass runs this (DATABASE_URL set).
const url = process.env.DATABASE_URL;
const FAST = { statementTimeoutMs: 500, connectTimeoutMs: 500, idleInTransactionTimeoutMs: 5_000 };

let proxy: FaultProxy;
let database: Database;
let app: FastifyInstance;
let dbName = '';
const logLines: string[] = [];

/** The test database, reached through the proxy. */
const proxiedUrl = () => {
  const u = new URL(withDatabase(inject('pgTemplateUrl'), dbName));
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
};

const call = async (path: string, body: Record<string, unknown> = {}) => {
  const res = await app.inject({ method: 'POST', url: path, payload: body });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls until one succeeds (the pool reconnecting after the fault), at most ~5 s. */
async function untilServing(path: string) {
  for (let i = 0; i < 50; i++) {
    const r = await call(path);
    if (r.status === 200) return r;
    await sleep(100);
  }
  throw new Error(`${path} never answered 200 again`);
}

describe.skipIf(!url)('PostgreSQL faults', () => {
  beforeAll(async () => {
    // Test files share their worker's modules: an earlier file's outage must not swallow this file's one line.
    forgetReportedOutages();
    const target = new URL(url!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    dbName = `mall_test_faults_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(url!, cloneTemplate(dbName));
    database = await openDatabase({ url: proxiedUrl(), pool: { ...FAST, max: 4 } });
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), READ_CACHE_TTL_MS: '0' });
    const stream = { write: (line: string) => void logLines.push(line) };
    app = await buildApp({ config, db: database.db }, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    if (dbName) await adminQuery(url!, `drop database if exists ${dbName} with (force)`);
  });

  it('survives connections cut under a transaction in flight, and serves again without a restart', async () => {
    // A transaction holds its connection across awaits: the case pg-pool leaves without an error listener.
    const holding = database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      await sleep(300);
      await tx.execute('select 1');
    });
    await sleep(100);
    proxy.cut();
    const err = await holding.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((await untilServing('/api/website/info')).body.code).toBe(0);
  });

  it('answers 503 with Retry-After and a clear envelope while the database is down', async () => {
    proxy.cut();
    proxy.refuse(true);
    try {
      const r = await call('/api/website/info', { lang: 'zh-cn' });
      expect(r.status).toBe(503);
      expect(r.retryAfter).toBe('5');
      expect(r.body).toMatchObject({ code: -10504, error_code: 'SERVICE_UNAVAILABLE', data: null });
      expect(r.body.message).toBe('服务暂时不可用，请稍后重试');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    } finally {
      proxy.refuse(false);
    }
    await untilServing('/api/website/info');
  });

  it('answers a frozen database with 503 instead of waiting for it, then recovers', async () => {
    await untilServing('/api/website/info');
    proxy.freeze();
    try {
      // Without timeouts these calls would wait for the thaw (the test's own timeout would end them).
      const [info, health] = await Promise.all([
        call('/api/website/info'),
        app.inject({ method: 'GET', url: '/healthz' }),
      ]);
      expect(info.status).toBe(503);
      expect(info.body.error_code).toBe('SERVICE_UNAVAILABLE');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      proxy.thaw();
    }
    await untilServing('/api/website/info');
  });

  it('never hands a connection with an abandoned transaction to the next caller', async () => {
    // One connection only, so a reused connection would be this one.
    const single = await openDatabase({ url: proxiedUrl(), pool: { ...FAST, max: 1 } });
    try {
      await single.db.execute('create table if not exists fault_probe (note text)');
      const abandoned = single.db.transaction(async (tx) => {
        await tx.execute(`insert into fault_probe values ('abandoned')`);
        proxy.freeze();
        await tx.execute('select 1'); // times out on the client; its ROLLBACK cannot be sent
      });
      expect(
        isDatabaseUnavailable(
          await abandoned.then(
            () => null,
            (e: unknown) => e,
          ),
        ),
      ).toBe(true);
      proxy.thaw();
      await single.db.transaction(async (tx) => {
        await tx.execute(`insert into fault_probe values ('next')`);
      });
      const rows = (await single.db.execute('select note from fault_probe order by note')) as unknown as {
        rows: { note: string }[];
      };
      expect(rows.rows.map((r) => r.note)).toEqual(['next']);
    } finally {
      proxy.thaw();
      await single.close();
    }
  });

  it('says an outage once, at warn, without the SQL or its parameters', async () => {
    const token = (await createSession(database.db, 1)).token;
    const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
    proxy.cut();
    proxy.refuse(true);
    try {
      for (let i = 0; i < 5; i++) expect((await call('/api/member/detail', { token })).status).toBe(503);
    } finally {
      proxy.refuse(false);
    }
    const text = logLines.join('');
    const outageLines = logLines.filter((l) => l.includes('database unavailable'));
    // Every earlier test of this file broke the database too, all within one quiet period.
    expect(outageLines).toHaveLength(1);
    expect(JSON.parse(outageLines[0]!)).toMatchObject({ level: 40 });
    expect(text).not.toContain(tokenHash);
    expect(text).not.toMatch(/select|params/i);
    expect(logLines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
  });
});
