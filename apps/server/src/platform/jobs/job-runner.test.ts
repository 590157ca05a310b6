import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobRunner, retryDelaySeconds, scheduleJob, type JobDefinition } from './job-runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of a raw SQL read (the Db type leaves the driver's result shape open). */
const sqlRows = async (text: string) =>
  ((await t.database.db.execute(text)) as unknown as { rows: Record<string, number>[] }).rows;

const T0 = 2_000_000_000;
/** The job row with numbers as numbers (node-postgres answers bigint columns as strings, PGlite as numbers). */
const jobRow = async (name: string, relateId = 0) => {
  const [row] = await sqlRows(`select * from job where name = '${name}' and relate_id = ${relateId}`);
  if (!row) return undefined;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v]),
  );
};

describe('job runner', () => {
  it('runs a periodic job once per interval', async () => {
    let runs = 0;
    const def: JobDefinition = { name: 'test_periodic', everySeconds: 60, run: async () => void runs++ };
    const runner = createJobRunner(t.database.db, [def]);
    expect(await runner.tick(T0)).toBe(1);
    expect(await runner.tick(T0 + 59)).toBe(0);
    expect(await runner.tick(T0 + 60)).toBe(1);
    expect(runs).toBe(2);
    expect(await jobRow('test_periodic')).toMatchObject({
      run_at: T0 + 120,
      status: 0,
      last_run_time: T0 + 60,
    });
  });

  it('runs a one-shot job once, when due, with its relate_id', async () => {
    const seen: number[] = [];
    const def: JobDefinition = { name: 'test_once', run: async (_tx, r) => void seen.push(r.relateId) };
    await scheduleJob(t.database.db, 'test_once', 42, T0 + 100);
    const runner = createJobRunner(t.database.db, [def]);
    expect(await runner.tick(T0 + 99)).toBe(0);
    expect(await runner.tick(T0 + 100)).toBe(1);
    expect(await runner.tick(T0 + 1000)).toBe(0);
    expect(seen).toEqual([42]);
    expect(await jobRow('test_once', 42)).toMatchObject({ status: 1 });
  });

  it('never runs one job twice when two runners tick at once', async () => {
    let runs = 0;
    const def: JobDefinition = { name: 'test_race', run: async () => void runs++ };
    await scheduleJob(t.database.db, 'test_race', 7, T0);
    const a = createJobRunner(t.database.db, [def]);
    const b = createJobRunner(t.database.db, [def]);
    const ran = await Promise.all([a.tick(T0), b.tick(T0), a.tick(T0), b.tick(T0)]);
    expect(ran.reduce((s, n) => s + n, 0)).toBe(1);
    expect(runs).toBe(1);
  });

  it('rolls back a failing job’s writes, records the error and retries later', async () => {
    await t.database.db.execute(`create table if not exists job_probe (n int)`);
    let fail = true;
    const def: JobDefinition = {
      name: 'test_fail',
      run: async (tx) => {
        await tx.execute(`insert into job_probe values (1)`);
        if (fail) throw new Error('boom');
      },
    };
    await scheduleJob(t.database.db, 'test_fail', 1, T0);
    const runner = createJobRunner(t.database.db, [def]);
    expect(await runner.tick(T0)).toBe(1);
    expect(await jobRow('test_fail', 1)).toMatchObject({
      status: 0,
      attempts: 1,
      last_error: 'boom',
      run_at: T0 + 30,
    });
    expect((await sqlRows(`select count(*)::int as n from job_probe`))[0]).toEqual({
      n: 0,
    });
    fail = false;
    expect(await runner.tick(T0 + 29)).toBe(0);
    expect(await runner.tick(T0 + 30)).toBe(1);
    expect(await jobRow('test_fail', 1)).toMatchObject({ status: 1, attempts: 0, last_error: '' });
    expect((await sqlRows(`select count(*)::int as n from job_probe`))[0]).toEqual({
      n: 1,
    });
  });

  it('gives a one-shot job up after too many failures, and backs off up to an hour', async () => {
    const def: JobDefinition = { name: 'test_giveup', run: async () => Promise.reject(new Error('always')) };
    await scheduleJob(t.database.db, 'test_giveup', 1, T0);
    const runner = createJobRunner(t.database.db, [def], { maxAttempts: 2 });
    await runner.tick(T0);
    await runner.tick(T0 + 10_000);
    expect(await jobRow('test_giveup', 1)).toMatchObject({ status: 2, attempts: 2 });
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('leaves jobs it does not know to the processes that do', async () => {
    await scheduleJob(t.database.db, 'someone_elses', 1, T0);
    const runner = createJobRunner(t.database.db, [{ name: 'test_mine', run: async () => {} }]);
    expect(await runner.tick(T0 + 10)).toBe(0);
    expect(await jobRow('someone_elses', 1)).toMatchObject({ status: 0 });
  });

  it('stops cleanly after start', async () => {
    let runs = 0;
    const runner = createJobRunner(t.database.db, [
      { name: 'test_start', everySeconds: 60, run: async () => void runs++ },
    ]);
    runner.start();
    await runner.stop();
    expect(runs).toBe(1);
  });
});
