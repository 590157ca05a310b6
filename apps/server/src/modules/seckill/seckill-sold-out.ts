import type { Db } from '../../db/client.ts';
import { selectSaleBuyers } from './seckill.repository.ts';

/*
 * What this process saw of a sold-out sale SKU, for half a second (the stampede's refusal path). Once a read shows
 * the sale's stock at 0, every later buyer is told 'sold out' without another query, except the members who
 * hold a count of it (they may be repeating a buy that went through, or be at their limit): those take the
 * normal path, which answers them exactly. The members are read right after the stock read; since a unit's
 * order, the member's count and the stock move in one transaction, everyone who had bought by the time the
 * stock read 0 is among them. Correctness never depends on this memory: it only refuses, and only for as long
 * as HOLD_MS after the stock was seen at 0, or until this process gives units of the sale back.
 */

const HOLD_MS = 500;

interface SoldOut {
  seenAt: number;
  buyers: ReadonlySet<number>;
}

// Per database handle: tests run many apps, each on its own database, in one process.
const memories = new WeakMap<Db, Map<string, SoldOut>>();
const loading = new WeakMap<Db, Set<string>>();
/** When this process last gave units of a sale back (an order closed, a refund restocked). */
const givenBack = new Map<number, number>();

const keyOf = (seckillId: number, skuId: number) => `${seckillId}:${skuId}`;

/** True when this member is to be told 'sold out' from memory. */
export function rememberedSoldOut(db: Db, seckillId: number, skuId: number, memberId: number): boolean {
  const memory = memories.get(db);
  const key = keyOf(seckillId, skuId);
  const seen = memory?.get(key);
  if (!seen) return false;
  const now = performance.now();
  if (now - seen.seenAt >= HOLD_MS || (givenBack.get(seckillId) ?? -Infinity) >= seen.seenAt) {
    memory!.delete(key);
    return false;
  }
  return !seen.buyers.has(memberId);
}

/**
 * Called when a read that started at `readAt` (performance.now()) showed the sale SKU sold out: reads its buyers
 * (one query at a time per SKU) and remembers.
 */
export function noteSoldOut(db: Db, seckillId: number, skuId: number, readAt: number): void {
  const key = keyOf(seckillId, skuId);
  let busy = loading.get(db);
  if (!busy) loading.set(db, (busy = new Set()));
  if (busy.has(key)) return;
  busy.add(key);
  const seenAt = readAt;
  const done = busy;
  selectSaleBuyers(db, seckillId, skuId)
    .then((buyers) => {
      if ((givenBack.get(seckillId) ?? -Infinity) >= seenAt) return;
      let memory = memories.get(db);
      if (!memory) memories.set(db, (memory = new Map()));
      memory.set(key, { seenAt, buyers: new Set(buyers) });
    })
    // Without the memory buyers take the normal path: nothing is lost but speed.
    .catch(() => {})
    .finally(() => done.delete(key));
}

/** Units of the sale were given back in this process: what it remembers of the sale no longer holds. */
export function forgetSoldOut(seckillId: number): void {
  givenBack.set(seckillId, performance.now());
  // Bounded: one entry per sale that ever gave units back in this process's life, pruned when it grows.
  if (givenBack.size > 10_000) {
    const cutoff = performance.now() - HOLD_MS;
    for (const [id, at] of givenBack) if (at < cutoff) givenBack.delete(id);
  }
}
