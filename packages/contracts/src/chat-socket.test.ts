import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { SOCKET_VERSION, type ServerMessage } from './chat.ts';
import { ChatSocket, chatSocketUrl } from './chat-socket.ts';

/** A real socket server standing in for /ws: it records what each connection says. */
async function fakeServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const connections: { socket: ServerSocket; heard: string[] }[] = [];
  wss.on('connection', (socket) => {
    const entry = { socket, heard: [] as string[] };
    connections.push(entry);
    socket.on('message', (raw) => entry.heard.push(raw.toString()));
    socket.send(
      JSON.stringify({ v: SOCKET_VERSION, type: 'init', data: { client_id: `c${connections.length}` } }),
    );
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { wss, url, connections };
}

async function until(what: string, check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const chatMessage = (id: number) =>
  JSON.stringify({ v: SOCKET_VERSION, type: 'string', id, data: { id, consumer_say: `m${id}` } });

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('ChatSocket (shared by storefront and console)', () => {
  it('acknowledges every chat message, hands each id on once, ignores foreign frames, pings', async () => {
    const server = await fakeServer();
    const inits: string[] = [];
    const got: ServerMessage[] = [];
    const client = new ChatSocket(
      server.url,
      { onInit: (id) => inits.push(id), onMessage: (m) => got.push(m) },
      { pingMs: 30 },
    );
    cleanup = async () => {
      client.close();
      server.wss.close();
    };
    client.connect();
    await until('init', () => inits.length === 1);
    expect(inits).toEqual(['c1']);
    const conn = server.connections[0]!;
    conn.socket.send(chatMessage(5));
    conn.socket.send('{"v":99,"type":"string"}'); // another version: not ours
    conn.socket.send('not json');
    conn.socket.send(chatMessage(5)); // a replay of what the tab already has
    conn.socket.send(chatMessage(6));
    await until('two acks per id', () => conn.heard.filter((h) => h.includes('ack')).length === 3);
    expect(got.map((m) => m.id)).toEqual([5, 6]);
    const acks = conn.heard.filter((h) => h.includes('ack')).map((h) => JSON.parse(h) as { id: number });
    expect(acks.map((a) => a.id)).toEqual([5, 5, 6]);
    await until('a ping', () => conn.heard.includes('ping'));
  });

  it('reconnects after a drop and stays away after the server closed the chat', async () => {
    const server = await fakeServer();
    const inits: string[] = [];
    const got: ServerMessage[] = [];
    const client = new ChatSocket(
      server.url,
      { onInit: (id) => inits.push(id), onMessage: (m) => got.push(m) },
      { pingMs: 0, retryMs: 20 },
    );
    cleanup = async () => {
      client.close();
      server.wss.close();
    };
    client.connect();
    await until('init', () => inits.length === 1);
    server.connections[0]!.socket.send(chatMessage(7));
    await until('the message', () => got.length === 1);
    server.connections[0]!.socket.terminate();
    await until('the reconnect', () => inits.length === 2);
    expect(inits).toEqual(['c1', 'c2']);
    // A message seen before the drop and replayed after it is still handed on once.
    server.connections[1]!.socket.send(chatMessage(7));
    server.connections[1]!.socket.send(chatMessage(8));
    await until('the next message', () => got.length === 2);
    expect(got.map((m) => m.id)).toEqual([7, 8]);
    server.connections[1]!.socket.send(JSON.stringify({ v: SOCKET_VERSION, type: 'close', data: {} }));
    await until('close handed on', () => got.length === 3);
    server.connections[1]!.socket.close(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(inits.length).toBe(2);
    expect(server.connections.length).toBe(2);
  });

  it('uses the configured address, else the page host with the matching scheme', () => {
    expect(chatSocketUrl('wss://chat.example/ws', { protocol: 'http:', host: 'a' })).toBe(
      'wss://chat.example/ws',
    );
    expect(chatSocketUrl('', { protocol: 'https:', host: 'mall.example' })).toBe('wss://mall.example/ws');
    expect(chatSocketUrl(undefined, { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/ws',
    );
  });
});
