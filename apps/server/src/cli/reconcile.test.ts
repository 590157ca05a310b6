import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { adminQuery, cloneTemplate, withDatabase } from '../test/template.ts';

/*
 * `npm run reconcile` as the operator runs it (facts §4.1, issue #16 item 1): on a demo database it reports the
 * ledger in step and exits 0; a member column written without its ledger row is named, with the amount it is
 * off by, and the exit code is 1. Run on PostgreSQL only: on the embedded database each run of the command opens
 * PGlite afresh (half a minute of a CI worker for two runs); the check it runs is the same `ledgerMismatches`.
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE = path.join(REPO_ROOT, 'node_modules/.bin/node');
const templateUrl = process.env.DATABASE_URL ? inject('pgTemplateUrl') : '';
const name = `mall_reconcile_${crypto.randomBytes(6).toString('hex')}`;
const url = templateUrl ? withDatabase(templateUrl, name) : '';
afterAll(async () => {
  if (templateUrl) await adminQuery(templateUrl, `drop database if exists ${name} with (force)`);
});

function reconcile() {
  const env = { ...process.env, DATABASE_URL: url };
  const r = spawnSync(NODE, ['apps/server/src/cli/reconcile.ts'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

/** Reads the member count and writes bob's points without a ledger row. */
async function breakBobsPoints() {
  const database = await openDatabase({ url });
  const rows = async (text: string) =>
    ((await database.db.execute(text)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
  try {
    const { n } = await rows(`select count(*)::int n from member`);
    const { member_id } = await rows(
      `update member set point = point + 7 where username = 'bob' returning member_id`,
    );
    return { members: Number(n), bob: Number(member_id) };
  } finally {
    await database.close();
  }
}

describe.runIf(!!process.env.DATABASE_URL)('npm run reconcile', () => {
  it('reports the demo ledger in step, then names the member column written without its ledger row', async () => {
    await adminQuery(templateUrl, cloneTemplate(name));
    const clean = reconcile();
    const { members, bob } = await breakBobsPoints();
    expect(clean.out).toContain(`ledger in step: ${members} members, 4 account types`);
    expect(clean.code).toBe(0);
    const off = reconcile();
    expect(off.code).toBe(1);
    expect(off.out).toMatch(new RegExp(`member ${bob} point: column \\d+, ledger sum \\d+ \\(off by 7\\)`));
    expect(off.out).toContain('1 account(s) out of step with the ledger');
  });
});
