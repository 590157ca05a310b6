import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from './modules/chat/chat-test-helpers.ts';
import { createRedisBus } from './platform/ws/bus.ts';
import { startMallProcess, stopMallProcess, waitHealthy, type MallProcess } from './test/mall-process.ts';
import { adminQuery, withDatabase } from './test/template.ts';

/**
 * Chat across two real server processes (issue 18): one PostgreSQL database, one Redis with a key prefix of
 * this run's own. The shopper's socket is on process 1, the agent's on process 2; killing process 2 leaves its
 * agent's presence to expire in Redis. Skipped without PostgreSQL (DATABASE_URL) or without Redis.
 */
const url = process.env.DATABASE_URL;
const REDIS_URL = process.env.CHAT_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRESENCE_TTL_MS = 3_000;
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

const dbName = `mall_test_chat2_${crypto.randomBytes(4).toString('hex')}`;
const dataDir = path.join(os.tmpdir(), `mall-chat2-${crypto.randomBytes(6).toString('hex')}`);
let one: MallProcess;
let two: MallProcess;
const sockets: TestSocket[] = [];

async function call(mall: MallProcess, route: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${mall.origin}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: any };
  return json;
}

async function ok(mall: MallProcess, route: string, body: Record<string, unknown> = {}) {
  const res = await call(mall, route, body);
  expect(res.code, `${route}: ${res.message}`).toBe(0);
  return res.data;
}

async function memberToken(mall: MallProcess, username: string, password: string): Promise<string> {
  const captcha = await ok(mall, '/api/captcha/captcha');
  const answer = await ok(mall, '/api/demo/captcha', { captcha_id: captcha.id });
  const res = await ok(mall, '/api/login/login', {
    username,
    password,
    captcha_id: captcha.id,
    captcha_code: answer.code,
  });
  return res.token as string;
}

async function socketOn(mall: MallProcess) {
  const s = await openSocket(mall.origin);
  sockets.push(s);
  return s;
}

describe.skipIf(!url || !redisUp)('chat between two server processes over Redis', () => {
  beforeAll(async () => {
    await adminQuery(url!, `create database ${dbName}`);
    const env = {
      DATABASE_URL: withDatabase(url!, dbName),
      DATA_DIR: dataDir,
      REDIS_URL,
      REDIS_PREFIX: `chat-two-proc-${crypto.randomBytes(4).toString('hex')}:`,
      CHAT_PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    one = await startMallProcess(env);
    await waitHealthy(one);
    two = await startMallProcess(env);
    await waitHealthy(two);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([one, two].filter(Boolean).map(stopMallProcess));
    await adminQuery(url!, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exchanges messages both ways; a killed process takes its agent offline within the presence TTL', async () => {
    // The agent's socket and calls on process 2.
    const agentToken = (await ok(two, '/agent/api/login', { username: 'agent1', password: 'Agent@12345' }))
      .token as string;
    const agentSocket = await socketOn(two);
    const agent = await ok(two, '/agent/api/chat/bind', {
      token: agentToken,
      client_id: agentSocket.clientId,
    });

    // The shopper's socket and calls on process 1: it sees the agent of process 2 online and is linked to them.
    const shopperToken = await memberToken(one, 'demo', 'Demo@12345');
    expect(
      (await ok(one, '/servicer/api/chat/hasServicers', { token: shopperToken, site_id: 1 })).online_count,
    ).toBe(1);
    const shopperSocket = await socketOn(one);
    const bound = await ok(one, '/servicer/api/chat/bind', {
      token: shopperToken,
      client_id: shopperSocket.clientId,
      site_id: 1,
    });
    expect(bound.servicer_id).toBe(agent.servicer_id);
    await agentSocket.next((m) => m.type === 'connect');

    // Shopper (process 1) → agent (process 2).
    const said = await ok(one, '/servicer/api/chat/say', {
      token: shopperToken,
      site_id: 1,
      message: 'hello from process one',
    });
    const heard = await agentSocket.next((m) => m.id === said.id);
    expect(heard.type).toBe('string');
    expect(heard.data.consumer_say).toBe('hello from process one');

    // Agent (process 2) → shopper (process 1).
    const answered = await ok(two, '/agent/api/chat/answer', {
      token: agentToken,
      member_id: said.member_id,
      message: 'answer from process two',
    });
    const got = await shopperSocket.next((m) => m.id === answered.id);
    expect(got.data.servicer_say).toBe('answer from process two');

    // Process 2 dies without a word: nothing removes its presence, the mark expires in Redis.
    two.child.kill('SIGKILL');
    await two.exited;
    const killedAt = Date.now();
    const online = async () =>
      (await ok(one, '/servicer/api/chat/hasServicers', { token: shopperToken, site_id: 1 })).online_count;
    expect(await online(), 'still marked online right after the kill').toBe(1);
    while ((await online()) !== 0) {
      expect(Date.now() - killedAt, 'offline within the presence TTL').toBeLessThan(PRESENCE_TTL_MS + 500);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Date.now() - killedAt).toBeLessThan(PRESENCE_TTL_MS + 500);

    // With nobody online the shopper's next message is kept as an offline message for the agent who comes.
    const offline = await call(one, '/servicer/api/chat/say', {
      token: shopperToken,
      site_id: 1,
      message: 'anyone there?',
    });
    expect(offline.code, offline.message).toBe(0);
    expect(offline.data.servicer_id).toBe(0);
    const list = await ok(one, '/servicer/api/chat/chatList', {
      token: shopperToken,
      page: 1,
      page_size: 30,
    });
    expect(list.list.find((c: { shop_id: number }) => c.shop_id === 1)?.online).toBe(0);
  });
});
