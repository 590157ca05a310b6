import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config/config.ts';
import { createLocalBus, type Bus } from '../../platform/ws/bus.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { logQueries, type QueryLog } from '../../test/query-count.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, type TestSocket } from './chat-test-helpers.ts';

/*
 * A message's path is short (issue 18: delivery p95 ≤ 100 ms): the statements a shopper's `say` and an agent's
 * `answer` send, and how many of them come before the push. The push is seen where it leaves, on the hub's bus,
 * so "stored before pushed" is checked too: the insert is among the statements before it. DUMP_QUERIES=1 prints
 * each call's statements.
 */

let t: TestApp;
let app: FastifyInstance;
let log: QueryLog;
let alice: string;
let agent: string;
let aliceId: number;
const sockets: TestSocket[] = [];
/** The number of statements sent when each chat message (a `send` with an id) went onto the bus. */
const pushedAt = new Map<number, number>();

function recordingBus(): Bus {
  const local = createLocalBus();
  return {
    ...local,
    publish: (event) => {
      const id = event.op === 'send' ? (event.msg as { id?: number }).id : undefined;
      if (id && !pushedAt.has(id)) pushedAt.set(id, log.statements.length);
      return local.publish(event);
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), READ_CACHE_TTL_MS: '0' });
  app = await buildApp({ config, db: t.database.db, limits: t.limits, bus: recordingBus() });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  log = logQueries(t.database.db);
  alice = await t.loginAs('alice');
  agent = await consoleToken(t, 'agent1');
  const a = await openSocket(origin);
  const s = await openSocket(origin);
  sockets.push(a, s);
  await ok('/agent/api/chat/bind', { token: agent, client_id: a.clientId });
  await ok('/servicer/api/chat/bind', { token: alice, client_id: s.clientId, site_id: 1 });
  // The first exchange makes the agent's row and the link; the measured ones are every later message.
  aliceId = (await ok('/servicer/api/chat/say', { token: alice, site_id: 1, message: 'first' })).member_id;
  await ok('/agent/api/chat/answer', { token: agent, member_id: aliceId, message: 'welcome' });
});
afterAll(async () => {
  log.stop();
  sockets.forEach((s) => s.close());
  await app.close();
  await t.close();
});

async function ok(path: string, body: Record<string, unknown>) {
  const res = (await app.inject({ method: 'POST', url: path, payload: body })).json();
  expect(res.code, `${path}: ${res.message}`).toBe(0);
  return res.data;
}

/** One call's statements: all of them, and those sent before its message was pushed. */
async function measure(path: string, body: Record<string, unknown>) {
  log.clear();
  const data = await ok(path, body);
  const statements = [...log.statements];
  const before = statements.slice(0, pushedAt.get(data.id));
  if (process.env.DUMP_QUERIES) console.log(path, statements);
  return { all: statements.length, beforePush: before, stored: before.some(isDialogueInsert) };
}
const isDialogueInsert = (q: string) => /insert into "servicer_dialogue"/i.test(q);

describe('statements per chat message', () => {
  it("a shopper's text: session; shop, link, agents and keywords at once; limit; stored and read back; pushed", async () => {
    const said = await measure('/servicer/api/chat/say', { token: alice, site_id: 1, message: 'a question' });
    expect(said.stored, 'stored before pushed').toBe(true);
    // Was 7 statements before the push, one after another, and one after it (the keywords).
    expect(said.beforePush.length).toBeLessThanOrEqual(7);
    expect(said.all).toBe(said.beforePush.length);
  });

  it("an agent's answer: session, the link and the agent's row, then stored and pushed, then audited", async () => {
    const answer = await measure('/agent/api/chat/answer', {
      token: agent,
      member_id: aliceId,
      message: 'an answer',
    });
    expect(answer.stored, 'stored before pushed').toBe(true);
    // Was 5 before the push (session, link, agent, insert, read back) and the audit row after it.
    expect(answer.beforePush.length).toBeLessThanOrEqual(4);
    expect(answer.all).toBeLessThanOrEqual(5);
  });
});
