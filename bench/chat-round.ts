/**
 * The chat round (issue 18 item 6): `node bench/chat-round.ts` from the repository root; writes
 * bench/CHAT-RESULTS.md.
 *
 * 1. Idle sockets: one mall process (PGlite); 10,000 sockets connect to /ws and stay; the server's resident memory
 *    before and after gives the memory per socket.
 * 2. Delivery latency: two mall processes on one fresh PostgreSQL database with Redis (REDIS_URL), the agent
 *    answering over HTTP on process A while the shoppers' sockets are on process B, 10 answers in flight at a
 *    time; the same with everything on one process is the baseline of the same run. Latency is from the start of
 *    the agent's HTTP call to the shopper's socket receiving the message (stored first, then pushed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './postgres.ts';
import { REPO_ROOT, startMall, type MallServer } from './server.ts';

const SOCKETS = Number(process.env.CHAT_SOCKETS ?? 10_000);
const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 600);
const IN_FLIGHT = 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const rssMiB = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call<T>(origin: string, url: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(origin + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 0) throw new Error(`${url}: ${json.message}`);
  return json.data;
}

/** A socket and the client id its `init` gave it; `onChat` sees every chat message (with an id). */
function connect(
  origin: string,
  onChat?: (msg: { id: number }) => void,
): Promise<{ ws: WebSocket; clientId: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${origin.replace('http', 'ws')}/ws`);
    ws.onerror = () => reject(new Error('socket failed'));
    ws.onmessage = (e) => {
      const msg = JSON.parse(String(e.data)) as { type: string; id?: number; data: { client_id?: string } };
      if (msg.type === 'init') resolve({ ws, clientId: msg.data.client_id! });
      else if (msg.id) onChat?.(msg as { id: number });
    };
  });
}

async function idleSockets(): Promise<string[]> {
  const mall = await startMall();
  try {
    await sleep(2000);
    const before = rssMiB(mall.pid);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < SOCKETS; i += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, SOCKETS - i) }, () => connect(mall.origin)),
      );
      sockets.push(...batch.map((b) => b.ws));
    }
    await sleep(3000);
    const after = rssMiB(mall.pid);
    // Every socket is still up (none closed by the server).
    const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    sockets.forEach((s) => s.close());
    const perSocket = ((after - before) * 1024) / SOCKETS;
    return [
      `| idle sockets | open at the end | server RSS before | after | per socket |`,
      `|---:|---:|---:|---:|---:|`,
      `| ${SOCKETS.toLocaleString('en')} | ${open.toLocaleString('en')} | ${before.toFixed(0)} MiB | ${after.toFixed(0)} MiB | ${perSocket.toFixed(1)} KiB |`,
    ];
  } finally {
    await mall.stop();
  }
}

async function login(origin: string, username: string, password: string) {
  const captcha = await call<{ id: string }>(origin, '/api/captcha/captcha', {});
  const answer = await call<{ code: string }>(origin, '/api/demo/captcha', { captcha_id: captcha.id });
  const res = await call<{ token: string }>(origin, '/api/login/login', {
    username,
    password,
    captcha_id: captcha.id,
    captcha_code: answer.code,
  });
  return res.token;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Agent answers on `httpOn`, shoppers' sockets on `socketsOn`: latency of each delivery in ms. */
async function deliveries(httpOn: MallServer, socketsOn: MallServer): Promise<number[]> {
  const agent = (
    await call<{ token: string }>(httpOn.origin, '/agent/api/login', {
      username: 'agent1',
      password: 'Agent@12345',
    })
  ).token;
  const arrived = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const latencies: number[] = [];
  const agentSocket = await connect(httpOn.origin);
  await call(httpOn.origin, '/agent/api/chat/bind', { token: agent, client_id: agentSocket.clientId });
  const shoppers: { memberId: number; ws: WebSocket }[] = [];
  for (const [name, password] of [
    ['demo', 'Demo@12345'],
    ['alice', 'Alice@12345'],
    ['bob', 'Bob@12345'],
  ] as const) {
    const token = await login(socketsOn.origin, name, password);
    const socket = await connect(socketsOn.origin, (msg) => {
      arrived.set(msg.id, performance.now());
      waiting.get(msg.id)?.();
    });
    await call(socketsOn.origin, '/servicer/api/chat/bind', {
      token,
      client_id: socket.clientId,
      site_id: 1,
    });
    const said = await call<{ member_id: number }>(socketsOn.origin, '/servicer/api/chat/say', {
      token,
      site_id: 1,
      message: 'hi',
    });
    shoppers.push({ memberId: said.member_id, ws: socket.ws });
  }
  let next = 0;
  const worker = async () => {
    while (next < MESSAGES) {
      const n = next++;
      const member = shoppers[n % shoppers.length]!;
      const started = performance.now();
      const res = await call<{ id: number }>(httpOn.origin, '/agent/api/chat/answer', {
        token: agent,
        member_id: member.memberId,
        message: `m${n}`,
      });
      // The push can beat the HTTP answer: its arrival is kept by id.
      if (!arrived.has(res.id))
        await Promise.race([new Promise<void>((r) => waiting.set(res.id, r)), sleep(5000)]);
      const at = arrived.get(res.id);
      if (at !== undefined) latencies.push(at - started);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  shoppers.forEach((s) => s.ws.close());
  agentSocket.ws.close();
  return latencies.sort((a, b) => a - b);
}

async function latencyRound(): Promise<string[]> {
  const db = await createBenchDatabase();
  if ('skipped' in db) return [`Skipped: ${db.skipped}.`];
  const env = { REDIS_URL, REDIS_PREFIX: `mall-bench-${Date.now()}:` };
  // Started one after the other: the first migrates and seeds the fresh database.
  const a = await startMall(db.url, 'demo', env);
  const b = await startMall(db.url, 'demo', env);
  try {
    const one = await deliveries(a, a);
    const two = await deliveries(a, b);
    const row = (label: string, l: number[]) =>
      `| ${label} | ${l.length} | ${pct(l, 50).toFixed(1)} | ${pct(l, 95).toFixed(1)} | ${pct(l, 99).toFixed(1)} | ${(pct(l, 95) / pct(one, 95)).toFixed(2)} |`;
    return [
      `| agent answers on → shopper sockets on | delivered | p50 ms | p95 ms | p99 ms | p95 vs one process |`,
      `|---|---:|---:|---:|---:|---:|`,
      row('process A → process A (baseline)', one),
      row('process A → process B (over Redis)', two),
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await db.drop();
  }
}

const idle = await idleSockets();
const latency = await latencyRound();
const lines = [
  '# Chat results',
  '',
  'Written by `node bench/chat-round.ts` (see the file for what it does); the last run is kept here.',
  '',
  `- Date: ${new Date().toISOString().slice(0, 19)}Z`,
  `- Machine: ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 20)} MiB RAM; clients and servers on the same machine`,
  `- Node: ${process.version}`,
  '',
  '## Idle sockets (one process, PGlite)',
  '',
  ...idle,
  '',
  `## Delivery latency (${MESSAGES} answers, ${IN_FLIGHT} in flight, PostgreSQL + Redis)`,
  '',
  ...latency,
  '',
];
fs.writeFileSync(path.join(REPO_ROOT, 'bench/CHAT-RESULTS.md'), lines.join('\n'));
console.log(lines.join('\n'));
