import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { LimitStore, ThrottleRule } from './limit-store.ts';
import { createDatabaseLimitStore } from './pg-limit-store.ts';
import { createRedisLimitStore } from './redis-limit-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: '' });
});
afterAll(() => t.close());

// The database store always; the Redis one too when REDIS_URL names a server.
const stores: [string, () => LimitStore][] = [['database', () => createDatabaseLimitStore(t.database.db)]];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) stores.push(['redis', () => createRedisLimitStore(redisUrl, `mall-test-store-${Date.now()}:`)]);

describe.each(stores)('limit store (%s)', (_name, make) => {
  let limits: LimitStore;
  beforeAll(() => {
    limits = make();
  });
  afterAll(async () => {
    await limits.forgetAll();
    await limits.close();
  });
  const rule = (scope: string, max = 5, windowSeconds = 600): ThrottleRule => ({ scope, max, windowSeconds });

  it('gives exactly `max` of 60 parallel takes, and the rest a time to wait', async () => {
    const r = rule('burst');
    const answers = await Promise.all(Array.from({ length: 60 }, () => limits.take(r, 'who')));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    for (const a of answers) if (!a.ok) expect(a.retryAfterSeconds).toBeGreaterThan(590);
    expect((await limits.take(r, 'someone else')).ok).toBe(true);
  });

  it('takes a try given back again, and starts over when forgotten', async () => {
    const r = rule('give', 2);
    expect((await limits.take(r, 'x')).ok).toBe(true);
    expect((await limits.take(r, 'x')).ok).toBe(true);
    expect((await limits.take(r, 'x')).ok).toBe(false);
    await limits.giveBack(r, 'x');
    expect((await limits.take(r, 'x')).ok).toBe(true);
    expect((await limits.take(r, 'x')).ok).toBe(false);
    await limits.forget(r, 'x');
    expect((await limits.take(r, 'x')).ok).toBe(true);
    // giving back what was never taken makes no credit
    await limits.giveBack(r, 'never');
    await limits.giveBack(r, 'never');
    expect((await limits.take(r, 'never')).ok).toBe(true);
  });

  it('opens again once the window is over', async () => {
    const r = rule('window', 1, 1);
    expect((await limits.take(r, 'w')).ok).toBe(true);
    expect((await limits.take(r, 'w')).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await limits.take(r, 'w')).ok).toBe(true);
  });

  it('keeps very long subjects apart without storing them whole', async () => {
    const r = rule('long', 1);
    const a = `${'a'.repeat(300)}@example.com`;
    expect((await limits.take(r, a)).ok).toBe(true);
    expect((await limits.take(r, a)).ok).toBe(false);
    expect((await limits.take(r, `${'a'.repeat(300)}@example.org`)).ok).toBe(true);
  });
});
