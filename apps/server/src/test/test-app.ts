import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { member } from '../db/schema/index.ts';
import { createSession } from '../platform/auth/session-store.ts';
import { createLimitStore, type LimitStore } from '../platform/auth/throttle.ts';
import { adminQuery, cloneTemplate, withDatabase } from './template.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** POSTs a call with a JSON body and returns the parsed envelope and the HTTP status. */
  call: (path: string, body?: Record<string, unknown>) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
  /** A live session token for a demo member (by username), as a login would give. */
  loginAs: (username: string) => Promise<string>;
  /** The app's failed-try and send limits (the database's, or Redis's when REDIS_URL is set). */
  limits: LimitStore;
}

/**
 * What a call answered as one word: the envelope's error_code for a refusal (HTTP 200, DESIGN §4), 'OK' for
 * success, or the HTTP status when no call answered ('HTTP 404').
 */
export function outcomeOf(res: { status: number; body: any }): string {
  if (res.status !== 200) return `HTTP ${res.status}`;
  return res.body?.code === 0 ? 'OK' : String(res.body?.error_code);
}

/**
 * The API tests share two cores with the browser journeys (npm test runs both at once, the tests at a lower
 * priority), so a transaction can wait seconds for CPU while it holds a row lock: the production pool's 3 s
 * waits would fail tests of 50 concurrent calls on scheduling alone. How the pool behaves when the database
 * is slow or gone has its own tests with their own settings (db/database-faults.test.ts).
 */
const LOADED_MACHINE_POOL = {
  connectTimeoutMs: 30_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** A fresh copy of the demo database (PGlite folder copy, or a PostgreSQL clone of the template). */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    const name = `mall_test_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(templateUrl, cloneTemplate(name));
    // A throwaway copy need not wait for its WAL to reach the disk at each commit (a crash loses the test run,
    // nothing else): two shared cores spend less time in fsync. Set before its first connection opens.
    await adminQuery(templateUrl, `alter database ${name} set synchronous_commit = off`);
    const database = await openDatabase({ url: withDatabase(templateUrl, name), pool: LOADED_MACHINE_POOL });
    return { database, drop: () => adminQuery(templateUrl, `drop database if exists ${name} with (force)`) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  const database = await openDatabase({ pgliteDir: dir });
  return { database, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  // Tests change rows directly, as the operator's console will; by default they read through no cache.
  // With REDIS_URL set the limits count in Redis, under a prefix of this app's own.
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: os.tmpdir(),
    READ_CACHE_TTL_MS: '0',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `mall-test-${crypto.randomBytes(6).toString('hex')}:`,
    ...env,
  });
  const limits = createLimitStore(database.db, { url: config.redisUrl, prefix: config.redisPrefix });
  const app = await buildApp({ config, db: database.db, limits });
  const call: TestApp['call'] = async (url, body = {}) => {
    const res = await app.inject({ method: 'POST', url, payload: body });
    return { status: res.statusCode, body: res.json() };
  };
  const loginAs: TestApp['loginAs'] = async (username) => {
    const [row] = await database.db
      .select({ memberId: member.memberId })
      .from(member)
      .where(eq(member.username, username));
    if (!row) throw new Error(`no demo member ${username}`);
    return (await createSession(database.db, row.memberId)).token;
  };
  return {
    app,
    database,
    call,
    loginAs,
    limits,
    close: async () => {
      await app.close();
      await limits.forgetAll();
      await limits.close();
      await database.close();
      await drop();
    },
  };
}
