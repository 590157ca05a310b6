import { Redis } from 'ioredis';
import { subjectKey, type LimitStore, type ThrottleRule } from './limit-store.ts';

// One script per step: Redis runs a script alone, so the read, the check and the count are one atomic step.
/** KEYS[1] counter; ARGV max, window ms → {1|0, ms left}. The first try of a window sets its expiry. */
const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, redis.call('PTTL', KEYS[1])}`;
/** DECR on a missing key would create one without expiry: only a live counter is given back. */
const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 1`;

/** Limits counted in Redis (REDIS_URL): keys `<prefix>limit:<scope>:<subject>` that expire with their window. */
export function createRedisLimitStore(url: string, prefix: string): LimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Errors surface on the calls that need Redis; without a listener a lost connection would end the process.
  redis.on('error', () => {});
  const keyOf = (rule: ThrottleRule, subject: string) =>
    `${prefix}limit:${rule.scope}:${subjectKey(subject)}`;
  return {
    kind: 'redis',
    async take(rule, subject) {
      const [ok, msLeft] = (await redis.eval(
        TAKE,
        1,
        keyOf(rule, subject),
        rule.max,
        rule.windowSeconds * 1000,
      )) as [number, number];
      if (ok === 1) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    },
    async giveBack(rule, subject) {
      await redis.eval(GIVE_BACK, 1, keyOf(rule, subject));
    },
    async forget(rule, subject) {
      await redis.del(keyOf(rule, subject));
    },
    async forgetAll() {
      const stream = redis.scanStream({ match: `${prefix}limit:*`, count: 500 });
      for await (const keys of stream as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
