import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('serves a value until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache(1000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    clock = 999;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createReadCache(1000);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not keep failures, and a ttl of 0 never caches', async () => {
    const cache = createReadCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    let loads = 0;
    const off = createReadCache(0);
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('drops its copies when the shared generation moves (another process changed the data)', async () => {
    let clock = 0;
    let generation = 5;
    let loads = 0;
    const cache = createReadCache(60_000, () => clock, { read: async () => generation, checkMs: 1000 });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    generation = 6;
    clock = 500;
    expect(await cache.get('k', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', load)).toBe(2);
    clock = 2500;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps an entry no longer than its own ttl, and never past the instant its value goes out of date', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache(10_000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('short', load, { ttlMs: 2000 })).toBe(1);
    clock = 1999;
    expect(await cache.get('short', load, { ttlMs: 2000 })).toBe(1);
    clock = 2000;
    expect(await cache.get('short', load, { ttlMs: 2000 })).toBe(2);
    // A longer ttl than the cache's is the cache's; a value that ends at 2500 is loaded again then.
    const ending = async () => ({ n: ++loads, endsAt: 2500 });
    expect((await cache.get('ends', ending, { ttlMs: 60_000, until: (v) => v.endsAt })).n).toBe(3);
    clock = 2499;
    expect((await cache.get('ends', ending, { until: (v) => v.endsAt })).n).toBe(3);
    clock = 2500;
    expect((await cache.get('ends', ending, { until: (v) => v.endsAt })).n).toBe(4);
    // A cache with ttl 0 keeps nothing, whatever the entry asks for.
    const off = createReadCache(0);
    await off.get('k', load, { ttlMs: 5000 });
    await off.get('k', load, { ttlMs: 5000 });
    expect(loads).toBe(6);
  });

  it('at its bound of 1,000 entries drops the least recently read one, never the rest', async () => {
    const cache = createReadCache(60_000);
    const loads = new Map<string, number>();
    const load = (key: string) => async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return key;
    };
    for (let i = 0; i < 1000; i++) await cache.get(`k${i}`, load(`k${i}`));
    await cache.get('k0', load('k0')); // read again: k1 is now the least recently read
    await cache.get('new', load('new'));
    await cache.get('k0', load('k0'));
    await cache.get('k2', load('k2'));
    expect(loads.get('k0')).toBe(1);
    expect(loads.get('k2')).toBe(1);
    await cache.get('k1', load('k1'));
    expect(loads.get('k1')).toBe(2);
  });
});
