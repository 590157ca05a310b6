/*
 * At most a few writers per sale SKU at a time in this process. Without it, every buyer of a stampede that saw
 * stock left opens a transaction and waits inside it for the sale's row lock, holding a pooled connection the
 * whole time, so the rest of the mall waits for connections too. Queued here, buyers hold nothing; when their
 * turn comes they read the sale again and most are refused as sold out at once. Correctness never depends on
 * it: the guarded updates decide, across any number of processes.
 */

const WRITERS_PER_SKU = 4;

interface Lane {
  running: number;
  waiting: (() => void)[];
  /** Callers of laneDrained, woken when the last writer leaves. */
  drained: (() => void)[];
}

const lanes = new Map<string, Lane>();

/** Runs `work` when fewer than WRITERS_PER_SKU others of this sale SKU run in this process. */
export async function inSaleLane<T>(seckillId: number, skuId: number, work: () => Promise<T>): Promise<T> {
  const key = `${seckillId}:${skuId}`;
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = { running: 0, waiting: [], drained: [] }));
  const l = lane;
  if (l.running >= WRITERS_PER_SKU) await new Promise<void>((resolve) => l.waiting.push(resolve));
  else l.running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter; the count only drops when nobody waits.
    const next = l.waiting.shift();
    if (next) next();
    else if (--l.running === 0) {
      lanes.delete(key);
      for (const wake of l.drained) wake();
    }
  }
}

/**
 * Resolves once no writer of this sale SKU runs or waits in this process (at once when none does). A buyer the
 * Redis gate turned away waits here, holding nothing, instead of reading the sale while this process's winners
 * still need connections to write their orders; by then the sale usually reads sold out and is remembered.
 */
export function laneDrained(seckillId: number, skuId: number): Promise<void> {
  const lane = lanes.get(`${seckillId}:${skuId}`);
  if (!lane) return Promise.resolve();
  return new Promise((resolve) => lane.drained.push(resolve));
}
