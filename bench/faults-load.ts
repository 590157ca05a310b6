import { PAY_PASSWORD } from './checkout-round.ts';

/**
 * The shopper side of the faults round: checkout loops that keep buying while the database restarts or freezes,
 * each call sent to a random mall process, and every answer counted. A client does what a careful client does:
 * on 503 or a dropped connection it tries the same call again (the create with the same idempotency key).
 */

const CALL_FIELDS = { app_type: 'pc', app_type_name: '电脑端', lang: 'en-us' };
const RETRY_PAUSE_MS = 200;
/** How long one order may take, outage included, before the client gives up on it. */
const FLOW_DEADLINE_MS = 60_000;
const CALL_TIMEOUT_MS = 30_000;

/** Every answer the load got. */
export interface Tally {
  ok: number;
  /** HTTP 503 (with Retry-After and SERVICE_UNAVAILABLE). */
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  /** Any other 5xx: a bug. */
  bugs: number;
  bugSamples: string[];
  /** Refusals (an envelope with code ≠ 0 and no 5xx). */
  refused: number;
  /** The connection failed or the answer never came. */
  network: number;
  /** The slowest 503: how long an outage keeps a shopper waiting for its answer. */
  slowestUnavailableMs: number;
}

export const emptyTally = (): Tally => ({
  ok: 0,
  unavailable: 0,
  unavailableWithoutRetryAfter: 0,
  bugs: 0,
  bugSamples: [],
  refused: 0,
  network: 0,
  slowestUnavailableMs: 0,
});

export interface Outcome {
  flow: 'balance' | 'sandbox';
  key: string;
  outTradeNo?: string;
  /** The client was told the order is paid (pay/status answered 2). */
  toldPaid: boolean;
  error?: string;
}

class Retry extends Error {}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = (origins: string[]) => origins[Math.floor(Math.random() * origins.length)]!;

/** One HTTP call, counted; throws Retry on 503 or a network failure, Error on anything else that is not ok. */
async function once(tally: Tally, url: string, init: RequestInit): Promise<Response> {
  const t0 = performance.now();
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch {
    tally.network++;
    throw new Retry('network');
  }
  if (res.status === 503) {
    await res.arrayBuffer();
    tally.unavailable++;
    if (!res.headers.get('retry-after')) tally.unavailableWithoutRetryAfter++;
    tally.slowestUnavailableMs = Math.max(tally.slowestUnavailableMs, performance.now() - t0);
    throw new Retry('503');
  }
  if (res.status >= 500) {
    tally.bugs++;
    if (tally.bugSamples.length < 5)
      tally.bugSamples.push(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    throw new Error(`HTTP ${res.status}`);
  }
  return res;
}

/** Repeats a call (to any process) until it is answered, or the order's deadline passes. */
async function persist<T>(tally: Tally, deadline: number, attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof Retry) || performance.now() > deadline) throw err;
      await sleep(RETRY_PAUSE_MS);
    }
  }
}

function api<T>(tally: Tally, origins: string[], path: string, body: Record<string, unknown>) {
  return async (): Promise<T> => {
    const res = await once(tally, `${pick(origins)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...CALL_FIELDS, ...body }),
    });
    const json = (await res.json()) as { code: number; message: string; data: T };
    if (json.code !== 0) {
      tally.refused++;
      throw new Error(`${path}: ${json.message}`);
    }
    tally.ok++;
    return json.data;
  };
}

/** Polls pay/status until the order is paid (2); the sandbox's notification may come after the outage. */
async function waitPaid(
  tally: Tally,
  origins: string[],
  token: string,
  outTradeNo: string,
  deadline: number,
) {
  for (;;) {
    const status = await persist(
      tally,
      deadline,
      api<{ pay_status: number }>(tally, origins, '/api/pay/status', {
        token,
        out_trade_no: outTradeNo,
      }),
    );
    if (status.pay_status === 2) return true;
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
}

/** One order of one shopper, by balance or through the sandbox gateway; never throws. */
export async function buyOnce(
  tally: Tally,
  origins: string[],
  o: { token: string; skuId: number; key: string; flow: 'balance' | 'sandbox' },
): Promise<Outcome> {
  const deadline = performance.now() + FLOW_DEADLINE_MS;
  const outcome: Outcome = { flow: o.flow, key: o.key, toldPaid: false };
  const byBalance = o.flow === 'balance' ? { is_balance: 1, pay_password: PAY_PASSWORD } : {};
  try {
    const create = { token: o.token, sku_id: o.skuId, num: 1, idempotency_key: o.key, ...byBalance };
    outcome.outTradeNo = await persist(
      tally,
      deadline,
      api<string>(tally, origins, '/api/ordercreate/simpleCreate', create),
    );
    if (o.flow === 'sandbox') {
      const pay = { token: o.token, out_trade_no: outcome.outTradeNo, pay_type: 'sandbox' };
      const start = await persist(
        tally,
        deadline,
        api<{ data: string }>(tally, origins, '/api/pay/pay', pay),
      );
      const decide = `${new URL(start.data).pathname}/decide`;
      await persist(tally, deadline, async () => {
        const res = await once(tally, `${pick(origins)}${decide}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'decision=approve',
        });
        await res.arrayBuffer();
        // 409: an earlier try was approved but its answer was lost.
        if (res.status !== 200 && res.status !== 409) throw new Error(`decide: HTTP ${res.status}`);
        tally.ok++;
      });
    }
    outcome.toldPaid = await waitPaid(tally, origins, o.token, outcome.outTradeNo, deadline);
    if (!outcome.toldPaid) outcome.error = 'not paid before the deadline';
  } catch (err) {
    outcome.error = (err as Error).message;
  }
  return outcome;
}
