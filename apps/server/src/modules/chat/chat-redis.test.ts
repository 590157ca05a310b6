import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config/config.ts';
import { createRedisBus, PRESENCE_TTL_MS } from '../../platform/ws/bus.ts';
import { consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket, type TestSocket } from './chat-test-helpers.ts';

// This machine runs Redis (DESIGN §1: chat fan-out across processes); CI without one skips the file.
const REDIS_URL = process.env.CHAT_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const bus = createRedisBus(REDIS_URL, 'probe:');
  const ok = await Promise.race([
    bus.isOnline('x').then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), 1500)),
  ]);
  await bus.close();
  return ok;
})();

/**
 * Two servers (two apps, each with its own socket hub and Redis connections) on one database, as two processes
 * behind one address would be: the shopper's socket is on A, the agent's on B, every HTTP call may land on either.
 */
describe.skipIf(!redisUp)('chat across two servers over Redis', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let originA: string;
  let originB: string;
  const sockets: TestSocket[] = [];
  const prefix = `chat-two-${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL, REDIS_PREFIX: prefix });
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), REDIS_URL, REDIS_PREFIX: prefix });
    b = await buildApp({ config, db: t.database.db, limits: t.limits });
    originA = await t.app.listen({ port: 0, host: '127.0.0.1' });
    originB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await b.close();
    await t.close();
  });

  const callOn = async (app: FastifyInstance, url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url, payload });
    const body = res.json();
    expect(body.code, `${url}: ${body.message}`).toBe(0);
    return body.data;
  };

  it('delivers both ways between a shopper on one server and an agent on the other', async () => {
    const agent = await consoleToken(t, 'agent1');
    const alice = await t.loginAs('alice');
    const agentSocket = await openSocket(originB);
    const shopperSocket = await openSocket(originA);
    sockets.push(agentSocket, shopperSocket);
    // Each bind is answered by the server the socket is NOT on.
    await callOn(t.app, '/agent/api/chat/bind', { token: agent, client_id: agentSocket.clientId });
    const bound = await callOn(b, '/servicer/api/chat/bind', {
      token: alice,
      client_id: shopperSocket.clientId,
      site_id: 1,
    });
    expect(bound.nickname).toBe('agent1');
    expect(await callOn(b, '/servicer/api/chat/hasServicers', { token: alice, site_id: 1 })).toEqual({
      online_count: 1,
    });
    await agentSocket.next((m) => m.type === 'connect');

    const said = await callOn(t.app, '/servicer/api/chat/say', {
      token: alice,
      site_id: 1,
      message: 'over redis',
    });
    expect((await agentSocket.next((m) => m.id === said.id)).data.consumer_say).toBe('over redis');
    const answer = await callOn(t.app, '/agent/api/chat/answer', {
      token: agent,
      member_id: said.member_id,
      message: 'heard you',
    });
    expect((await shopperSocket.next((m) => m.id === answer.id)).data.servicer_say).toBe('heard you');

    // The agent's socket closes: both servers see the shop go offline.
    agentSocket.close();
    await agentSocket.closed;
    await expect
      .poll(
        async () =>
          (await callOn(t.app, '/servicer/api/chat/hasServicers', { token: alice, site_id: 1 })).online_count,
      )
      .toBe(0);
  });

  it('lets presence of a dead process expire', async () => {
    let clock = Date.now();
    const bus = createRedisBus(REDIS_URL, prefix, () => clock);
    await bus.presenceAdd('s-ghost', 'c1');
    expect(await bus.isOnline('s-ghost')).toBe(true);
    // Nobody refreshes it (the process is gone): after the expiry it reads offline.
    clock += PRESENCE_TTL_MS + 1;
    expect(await bus.isOnline('s-ghost')).toBe(false);
    await bus.close();
  });

  it('answers the presence of many uids in one call, with the configured expiry', async () => {
    let clock = Date.now();
    const bus = createRedisBus(REDIS_URL, `${prefix}many:`, () => clock, 5_000);
    expect(bus.presenceTtlMs).toBe(5_000);
    await bus.presenceAdd('s-a', 'c1');
    await bus.presenceAdd('s-b', 'c2');
    await bus.presenceRemove('s-b', 'c2');
    expect([...(await bus.onlineOf(['s-a', 's-b', 's-c']))]).toEqual(['s-a']);
    expect((await bus.onlineOf([])).size).toBe(0);
    clock += 5_001;
    expect((await bus.onlineOf(['s-a'])).size).toBe(0);
    await bus.close();
  });
});
