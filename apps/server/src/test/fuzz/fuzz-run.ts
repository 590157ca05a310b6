import { afterAll, describe, expect, it } from 'vitest';
import { registeredCalls, type RegisteredCall } from '../../platform/call.ts';
import type { ConsoleAudience } from '@mall/contracts';
import { consoleToken } from '../console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../test-app.ts';
import type { FieldHints } from '../contract-fields.ts';
import { fuzzCases, type FuzzCase } from './fuzz-cases.ts';
import { multipartCases } from './multipart-cases.ts';
import { installWriteLog, type WriteLog } from '../write-log.ts';

/**
 * A refusal that counts a failed try (a wrong password, captcha or code) records it; that is the limit doing
 * its work. Any other write by a refused call is a leak.
 */
const ATTEMPT_TABLES = ['limit_counter', 'captcha', 'verify_code'];
/** Statuses a call may answer with: the envelope over 200, or a body no call reads (too large, wrong type). */
const CALL_STATUSES = [200, 413, 415];

interface Identity {
  name: string;
  token: string | undefined;
  /** A fresh token when a case ended the session (logout) or the one in use died. */
  renew?: () => Promise<string>;
}

/** Real rows of the demo data and well-formed values, so the valid fields get a call into its service. */
async function fieldHints(t: TestApp): Promise<FieldHints> {
  const result = (await t.database.db.execute(
    `select sku_id, goods_id, site_id from goods_sku
     where goods_state = 1 and verify_state = 1 and is_delete = 0 order by sku_id limit 1`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const sku = result.rows[0] ?? {};
  return {
    sku_id: Number(sku.sku_id),
    goods_id: Number(sku.goods_id),
    site_id: Number(sku.site_id),
    num: 1,
    mobile: '13912345678',
    name: 'Fuzz Tester',
    address: 'No. 1 Fuzz Road',
    province_id: 110000,
    city_id: 110100,
    district_id: 110101,
  };
}

/**
 * Fresh tokens the cases run with: a demo member's, and one per console audience (opened directly, so
 * fuzzing a console login, which soon trips its per-address throttle, cannot lock the cases out).
 */
type Tokens = Record<'member' | ConsoleAudience, () => Promise<string>>;

function prepareTokens(t: TestApp): Tokens {
  return {
    member: () => t.loginAs('demo'),
    merchant: () => consoleToken(t, 'shop3'),
    agent: () => consoleToken(t, 'agent1'),
    operator: () => consoleToken(t, 'admin'),
  };
}

const isConsoleCall = (call: RegisteredCall): call is RegisteredCall & { auth: ConsoleAudience } =>
  call.auth === 'merchant' || call.auth === 'agent' || call.auth === 'operator';

async function identitiesFor(tokens: Tokens, call: RegisteredCall): Promise<Identity[]> {
  const visitor: Identity = { name: 'visitor', token: undefined };
  const name = isConsoleCall(call) ? call.auth : 'member';
  return [visitor, { name, token: await tokens[name](), renew: tokens[name] }];
}

async function send(t: TestApp, call: RegisteredCall, c: FuzzCase, token: string | undefined) {
  const tokenField = token ? { token } : {};
  if (c.method === 'GET') {
    // A token in the query string is dropped by design: a GET carries it in the Authorization header.
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    return t.app.inject({ method: 'GET', url: `${call.path}?${c.query}`, headers });
  }
  if (c.raw) {
    const payload = Buffer.from(c.raw.payload)
      .toString('latin1')
      .replace('{token}', token ?? '');
    return t.app.inject({
      method: 'POST',
      url: call.path,
      headers: { 'content-type': c.raw.contentType },
      payload: Buffer.from(payload, 'latin1'),
    });
  }
  return t.app.inject({ method: 'POST', url: call.path, payload: { ...tokenField, ...c.body } });
}

function parsed(res: { statusCode: number; body: string }) {
  try {
    return { status: res.statusCode, body: JSON.parse(res.body) };
  } catch {
    return { status: res.statusCode, body: null };
  }
}

/** What is wrong with one answer, or null: a 5xx, no envelope, a lenient read, a refusal that wrote. */
function problemOf(
  c: FuzzCase,
  res: { status: number; body: any },
  writes: string[],
  refusedBySession: boolean,
): string | null {
  if (!CALL_STATUSES.includes(res.status)) return `HTTP ${res.status} ${res.body?.message ?? ''}`;
  if (typeof res.body?.code !== 'number') return `HTTP ${res.status} without the envelope`;
  const outcome = outcomeOf(res);
  const refused = outcome === 'PARAMETER_ERROR' || (refusedBySession && outcome === 'TOKEN_ERROR');
  if (c.mustRefuse && !refused) return `read leniently: ${outcome}`;
  if (outcome === 'OK') return null;
  const allowed = outcome === 'PARAMETER_ERROR' || res.status !== 200 ? [] : ATTEMPT_TABLES;
  const leaks = writes.filter((w) => !allowed.includes(w.split(' ')[1]!));
  return leaks.length ? `refused (${outcome}) but wrote: ${[...new Set(leaks)].join(', ')}` : null;
}

/** Login is forced on member and console calls; and a valid case must really run as that identity. */
function identityProblem(call: RegisteredCall, who: Identity, c: FuzzCase, outcome: string): string | null {
  const forced = call.auth !== undefined && call.auth !== 'optional';
  if (who.name === 'visitor' && forced && outcome === 'OK') return 'a visitor was answered';
  if (who.name !== 'visitor' && c.label === 'valid fields' && outcome === 'TOKEN_ERROR')
    return `the ${who.name} token was refused`;
  return null;
}

async function runCase(t: TestApp, log: WriteLog, call: RegisteredCall, c: FuzzCase, who: Identity) {
  const ownToken = c.body !== undefined && 'token' in c.body;
  for (let attempt = 0; ; attempt++) {
    const mark = await log.mark();
    const res = parsed(await send(t, call, c, who.token));
    // A case that ended the session (logout) must not blind the cases after it.
    if (outcomeOf(res) === 'TOKEN_ERROR' && who.renew && !ownToken && attempt === 0) {
      who.token = await who.renew();
      continue;
    }
    const problem =
      identityProblem(call, who, c, outcomeOf(res)) ??
      problemOf(
        c,
        res,
        res.body?.code === 0 ? [] : await log.writesSince(mark),
        // A console call checks the session before it reads the input: a visitor learns nothing of its shape.
        who.name === 'visitor' && isConsoleCall(call),
      );
    return problem && `${who.name} ${c.method} ${c.label}: ${problem}`;
  }
}

/**
 * Declares one test per registered call of this shard (calls are dealt round-robin over the shards, so the
 * files run in parallel): every case as a visitor and as the call's audience (a member, or a merchant, agent or operator).
 */
export async function fuzzShard(shard: number, shards: number): Promise<void> {
  const t = await createTestApp();
  afterAll(() => t.close());
  const log = await installWriteLog(t);
  const tokens = prepareTokens(t);
  const hints = await fieldHints(t);
  const calls = registeredCalls(t.app).filter((_, i) => i % shards === shard);
  describe(`generated fuzz, shard ${shard + 1} of ${shards}`, () => {
    it.each(calls.map((call) => [call.path, call] as const))('%s', async (_path, call) => {
      const cases = call.body === 'multipart' ? multipartCases() : fuzzCases(call, hints);
      const failures: string[] = [];
      for (const who of await identitiesFor(tokens, call)) {
        for (const c of cases) {
          const failure = await runCase(t, log, call, c, who);
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
