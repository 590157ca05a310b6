import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config/config.ts';
import { hashPassword } from '../modules/account/index.ts';
import { createSession } from '../platform/auth/session-store.ts';
import { moneyChecksums, type Checksums } from './backup.ts';
import { openDatabase } from './client.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');
// Named now, made by the tests (a skipped file leaves nothing behind).
const dataDir = path.join(os.tmpdir(), `mall-backup-${crypto.randomBytes(6).toString('hex')}`);
const pgliteDir = path.join(dataDir, 'pglite');
const backupDir = path.join(dataDir, '..', `${path.basename(dataDir)}-backup`);

/** Runs `npm run backup|restore` as the operator would (same script, same environment variables). */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const result = spawnSync(NODE, [`apps/server/src/cli/${command}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: { ...base, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

async function withPglite<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(pgliteDir);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
const checksums = () => withPglite(moneyChecksums);
const orderCount = () =>
  withPglite(
    async (db) => (await db.query<{ n: number }>(`select count(*)::int as n from "order"`)).rows[0]!.n,
  );

/** Orders through the real calls: one unpaid, one paid from the balance (ledger rows, a new balance). */
async function placeOrders(): Promise<void> {
  const database = await openDatabase({ pgliteDir });
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, READ_CACHE_TTL_MS: '0' });
  const app = await buildApp({ config, db: database.db });
  try {
    const run = async (text: string) =>
      ((await database.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [demo] = await run(`select member_id from member where username = 'demo'`);
    await run(`update member set pay_password = '${await hashPassword('135790')}' where username = 'demo'`);
    const { token } = await createSession(database.db, Number(demo!.member_id));
    const [sku] = await run(`select sku_id from goods_sku where site_id = 3 and goods_state = 1
      and verify_state = 1 and is_delete = 0 and is_virtual = 0 order by sku_id limit 1`);
    await run(`update goods_sku set stock = 50, price = 1000, discount_price = 1000, promotion_type = 0,
      max_buy = 0, min_buy = 0 where sku_id = ${sku!.sku_id}`);
    for (const pay of [{}, { is_balance: 1, pay_password: '135790' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ordercreate/simpleCreate',
        payload: {
          token,
          idempotency_key: `backup-${crypto.randomBytes(6).toString('hex')}`,
          sku_id: sku!.sku_id,
          num: 1,
          coupon: { 3: { coupon_id: 0 } },
          platform_coupon_id: 0,
          ...pay,
        },
      });
      expect(res.json().code, res.json().message).toBe(0);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

// The embedded database only: the PostgreSQL pass has no PGlite template (PostgreSQL has pg_dump).
describe.skipIf(!!process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let before: Checksums;
  beforeAll(async () => {
    fs.cpSync(inject('pgliteTemplate'), pgliteDir, { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'upload'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'upload', 'avatar.png'), 'member upload');
    await placeOrders();
    before = await checksums();
  });
  afterAll(() => {
    for (const dir of [dataDir, backupDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('brings back orders, payments, balances and the ledger byte for byte, and the uploads', async () => {
    expect(await orderCount()).toBe(2);
    const EMPTY = crypto.createHash('md5').update('').digest('hex');
    expect(before.ledger, 'the balance payment wrote ledger rows').not.toBe(EMPTY);
    expect(before.payments).not.toBe(EMPTY);

    const backup = cli('backup', ['--out', backupDir]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('Backup written');

    // Life goes on after the backup: another order, a balance change, a lost upload.
    await placeOrders();
    fs.rmSync(path.join(dataDir, 'upload', 'avatar.png'));
    expect(await checksums()).not.toEqual(before);

    const restore = cli('restore', [backupDir]);
    expect(restore.code, restore.out).toBe(0);
    expect(await checksums()).toEqual(before);
    expect(await orderCount()).toBe(2);
    expect(fs.readFileSync(path.join(dataDir, 'upload', 'avatar.png'), 'utf8')).toBe('member upload');
    // Nothing is thrown away: the replaced database is kept aside.
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('pglite.before-restore-'))).toBe(true);
    // And the mall opens the restored folder (migrations up to date).
    const reopened = await openDatabase({ pgliteDir });
    await reopened.close();
    // Two CLI processes and eight openings of the embedded database: ~15 s alone, but CI runs this file niced
    // beside the browser journeys, where it took 66 s (over the suite's 60 s default) on a busy day.
  }, 300_000);

  it('refuses, with a clear message, while the mall runs on the folder', async () => {
    const mall = spawn(NODE, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'mall.lock'), String(mall.pid));
      for (const r of [cli('backup', ['--out', `${backupDir}-2`]), cli('restore', [backupDir])]) {
        expect(r.code).toBe(2);
        expect(r.out).toContain(`The mall is running on ${dataDir} (pid ${mall.pid}). Stop it first`);
      }
      expect(fs.existsSync(`${backupDir}-2`)).toBe(false);
    } finally {
      mall.kill();
      fs.rmSync(path.join(dataDir, 'mall.lock'), { force: true });
    }
  });

  it('names pg_dump and pg_restore when the data is in PostgreSQL', () => {
    const r = cli('backup', [], { DATABASE_URL: 'postgres://mall@127.0.0.1:1/mall' });
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/pg_dump .*\n.*pg_restore/);
  });
});
