import autocannon from 'autocannon';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export interface Measurement {
  target: Target;
  reqPerSec: number;
  p99Ms: number;
  /** Failed connections, non-2xx answers or an envelope with code ≠ 0 before the run. */
  problems: string[];
}

export interface LoadOptions {
  durationS: number;
  connections: number;
  warmupS: number;
}

// Every storefront call carries these (DESIGN §4).
const CALL_FIELDS = { app_type: 'pc', app_type_name: '电脑端', lang: 'en-us' };
/**
 * What every browser says it can decode (Chromium's header). Without it the bench would measure answers no
 * shopper receives: the home floors go out as 60 KiB of plain JSON instead of ~10 KiB of brotli.
 */
const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function requestOf(
  origin: string,
  target: Target,
): { url: string; method: Target['method']; headers: Record<string, string>; body?: string } {
  const body = target.method === 'POST' ? JSON.stringify({ ...CALL_FIELDS, ...target.body }) : undefined;
  const url = `${origin}${target.path}`;
  if (body === undefined) return { url, method: target.method, headers: { ...BROWSER_ACCEPT_ENCODING } };
  const headers = { ...BROWSER_ACCEPT_ENCODING, 'content-type': 'application/json' };
  return { url, method: target.method, headers, body };
}

/** One real call first: a benchmark of an error answer would measure the wrong thing. */
async function checkAnswer(origin: string, target: Target): Promise<string | undefined> {
  const { url, method, headers, body } = requestOf(origin, target);
  const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  const json = (await res.json()) as { code?: number; status?: string; message?: string };
  if (!res.ok) return `HTTP ${res.status}: ${json.message ?? ''}`;
  if (target.method === 'POST' && json.code !== 0) return `code ${json.code}: ${json.message ?? ''}`;
  return undefined;
}

export async function measure(origin: string, target: Target, opts: LoadOptions): Promise<Measurement> {
  const wrong = await checkAnswer(origin, target);
  if (wrong) return { target, reqPerSec: 0, p99Ms: 0, problems: [wrong] };
  const req = requestOf(origin, target);
  const base = { ...req, connections: opts.connections, timeout: 10 };
  if (opts.warmupS > 0) await autocannon({ ...base, duration: opts.warmupS });
  const result = await autocannon({ ...base, duration: opts.durationS, title: target.name });
  const problems: string[] = [];
  if (result.errors) problems.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  if (result.non2xx) problems.push(`${result.non2xx} non-2xx answers`);
  return { target, reqPerSec: result.requests.average, p99Ms: result.latency.p99, problems };
}
