import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRUNE_TASKS } from './housekeeping.ts';
import { housekeepingJob, pruneAll } from './platform/jobs/housekeeping.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = 2_000_000_000;
const DAY = 86_400;
const run = (text: string) => t.database.db.execute(text);
const hash = (n: number) => String(n).padStart(64, '0');

/** Which of the rows the tests put in (marked by their values) are still there. */
async function left(table: string, column: string, like: string, markColumn = column): Promise<string[]> {
  const result = (await run(
    `select ${column}::text as v from ${table} where ${markColumn}::text like '${like}' order by 1`,
  )) as unknown as { rows: { v: string }[] };
  return result.rows.map((r) => r.v);
}

async function seedRows() {
  await run(`insert into member_session (token_hash, member_id, expire_time, revoke_time) values
    ('${hash(1)}', 1, ${NOW - 10}, 0), ('${hash(2)}', 1, ${NOW + DAY}, ${NOW - 10}), ('${hash(3)}', 1, ${NOW + DAY}, 0)`);
  await run(`insert into console_session (token_hash, audience, account_id, expire_time, revoke_time) values
    ('${hash(11)}', 'merchant', 1, ${NOW - 10}, 0), ('${hash(12)}', 'operator', 1, ${NOW + 3600}, ${NOW - 5}),
    ('${hash(13)}', 'agent', 1, ${NOW + 3600}, 0)`);
  await run(`insert into captcha (captcha_id, answer, expire_time) values
    ('hk-cap-old', 'a', ${NOW - 1}), ('hk-cap-live', 'b', ${NOW + 600})`);
  await run(`insert into verify_code (code_key, purpose, channel, target, code_hash, create_time, expire_time) values
    ('hk-code-old', 'login', 'mobile', 'x', '${hash(0)}', ${NOW - 2 * DAY}, ${NOW - 2 * DAY + 600}),
    ('hk-code-hour', 'login', 'mobile', 'x', '${hash(0)}', ${NOW - 900}, ${NOW - 300}),
    ('hk-code-live', 'login', 'mobile', 'x', '${hash(0)}', ${NOW - 60}, ${NOW + 240})`);
  await run(`insert into limit_counter (scope, subject, hits, reset_time) values
    ('hk', 'old', 5, ${NOW - 10}), ('hk', 'recent', 2, ${NOW + 600})`);
  await run(`insert into idempotency_key (member_id, scope, idem_key, create_time) values
    (1, 'hk', 'hk-key-old', ${NOW - 2 * DAY}), (1, 'hk', 'hk-key-new', ${NOW - 3600})`);
  await run(`insert into job (name, relate_id, status, last_run_time) values
    ('hk-done-old', 1, 1, ${NOW - 8 * DAY}), ('hk-done-new', 1, 1, ${NOW - DAY}),
    ('hk-given-up', 1, 2, ${NOW - 8 * DAY}), ('hk-waiting', 1, 0, ${NOW - 8 * DAY})`);
}

describe('housekeeping', () => {
  it('prunes what outlived its use, in batches, and keeps what limits and sessions still need', async () => {
    await seedRows();
    const deleted = await t.database.db.transaction((tx) => pruneAll(tx, PRUNE_TASKS, NOW, 1));
    expect(deleted).toMatchObject({
      member_session: 2,
      console_session: 2,
      captcha: 1,
      verify_code: 1,
      limit_counter: 1,
      idempotency_key: 1,
      job: 1,
    });
    expect(await left('member_session', 'token_hash', '000%')).toEqual([hash(3)]);
    expect(await left('console_session', 'token_hash', '000%')).toEqual([hash(13)]);
    expect(await left('captcha', 'captcha_id', 'hk-%')).toEqual(['hk-cap-live']);
    // Codes sent in the last hour still count towards the send limits.
    expect(await left('verify_code', 'code_key', 'hk-%')).toEqual(['hk-code-hour', 'hk-code-live']);
    expect(await left('limit_counter', 'subject', 'hk', 'scope')).toEqual(['recent']);
    expect(await left('idempotency_key', 'idem_key', 'hk-%')).toEqual(['hk-key-new']);
    expect(await left('job', 'name', 'hk-%')).toEqual(['hk-done-new', 'hk-given-up', 'hk-waiting']);
  });

  it('stops a run after its share of batches, leaving the rest to the next run', async () => {
    const values = Array.from({ length: 30 }, (_, i) => `('hk-many-${i}', 'a', ${NOW - 1})`).join(',');
    await run(`insert into captcha (captcha_id, answer, expire_time) values ${values}`);
    const first = await t.database.db.transaction((tx) => pruneAll(tx, PRUNE_TASKS, NOW, 1));
    expect(first.captcha).toBe(20);
    const second = await t.database.db.transaction((tx) => pruneAll(tx, PRUNE_TASKS, NOW, 1));
    expect(second.captcha).toBe(10);
  });

  it('runs as a periodic job on the jobs runner', async () => {
    await run(`insert into captcha (captcha_id, answer, expire_time) values ('hk-job', 'a', ${NOW - 1})`);
    const runner = createJobRunner(t.database.db, [housekeepingJob(PRUNE_TASKS)]);
    expect(await runner.tick(NOW)).toBe(1);
    expect(await left('captcha', 'captcha_id', 'hk-job')).toEqual([]);
  });
});
