import { Redis } from 'ioredis';

/*
 * The optional Redis gate in front of a flash sale (REDIS_URL): an atomic counter per sale SKU turns buyers
 * away once it reaches zero, before they reach the database. It is only a filter: PostgreSQL's guarded updates
 * decide every sale, so a gate that errs (Redis stopped, a count that drifted) can at worst let buyers through
 * to the database, which refuses them there. Counts expire after a few seconds and are seeded again from the
 * database, so units given back (a refused order, a closed one) reach the gate without bookkeeping.
 */

export interface SeckillGate {
  kind: 'redis' | 'none';
  /** False only when Redis says no unit is left; any doubt (an error, no Redis) lets the buyer through. */
  enter: (seckillId: number, skuId: number, num: number, stockNow: () => Promise<number>) => Promise<boolean>;
  /** Gives units back after a buyer who entered was refused later. */
  leave: (seckillId: number, skuId: number, num: number) => Promise<void>;
  close: () => Promise<void>;
}

/** KEYS[1] count; ARGV num → 1 taken, 0 none left, -1 no count yet (seed it and ask again). */
const TAKE = `
local v = redis.call('GET', KEYS[1])
if not v then return -1 end
if tonumber(v) < tonumber(ARGV[1]) then return 0 end
redis.call('DECRBY', KEYS[1], ARGV[1])
return 1`;
/** Only a live count takes units back: a missing one is seeded from the database anyway. */
const GIVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('INCRBY', KEYS[1], ARGV[1])
return 1`;

const SEED_MS = 5000;

const OPEN_GATE: SeckillGate = {
  kind: 'none',
  enter: async () => true,
  leave: async () => {},
  close: async () => {},
};

export function createSeckillGate(url: string | undefined, prefix: string): SeckillGate {
  if (!url) return OPEN_GATE;
  // No offline queue and short timeouts: while Redis is away, calls fail at once and buyers go to the database.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    commandTimeout: 300,
    retryStrategy: () => 500,
  });
  redis.on('error', () => {});
  const key = (seckillId: number, skuId: number) => `${prefix}seckill:${seckillId}:${skuId}`;
  return {
    kind: 'redis',
    async enter(seckillId, skuId, num, stockNow) {
      try {
        const k = key(seckillId, skuId);
        let got = (await redis.eval(TAKE, 1, k, num)) as number;
        if (got === -1) {
          await redis.set(k, await stockNow(), 'PX', SEED_MS, 'NX');
          got = (await redis.eval(TAKE, 1, k, num)) as number;
        }
        return got !== 0;
      } catch {
        return true;
      }
    },
    async leave(seckillId, skuId, num) {
      await redis.eval(GIVE, 1, key(seckillId, skuId), num).catch(() => {});
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
