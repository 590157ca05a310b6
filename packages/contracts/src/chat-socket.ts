import * as chat from './chat-terms.ts';
import { PING_INTERVAL_MS } from './constants.ts';

/**
 * The chat socket client shared by the storefront and the console (spec §4, facts §7). It uses only the
 * WebSocket global (browsers and Node both have it) and no DOM or React, so both apps and the tests run it.
 */
export interface ChatSocketHandlers {
  onMessage: (msg: chat.ServerMessage) => void;
  /** The socket is (re)connected and the server gave it this client id: bind it now. */
  onInit: (clientId: string) => void;
}

export interface ChatSocketOptions {
  /** The text `ping` every this many ms (0 disables; facts §7). */
  pingMs?: number;
  /** Wait before reconnecting after an error or a drop. */
  retryMs?: number;
}

/**
 * The text `ping` every interval (0 disables), reconnection after an error or a drop, every server message
 * checked by the shared schema, every chat message acknowledged by its id and handed on once (a replay after a
 * reconnect may repeat what this tab already showed).
 */
export class ChatSocket {
  private ws: WebSocket | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly seen = new Set<number>();
  private readonly url: string;
  private readonly handlers: ChatSocketHandlers;
  private readonly pingMs: number;
  private readonly retryMs: number;

  constructor(url: string, handlers: ChatSocketHandlers, opts: ChatSocketOptions = {}) {
    this.url = url;
    this.handlers = handlers;
    this.pingMs = opts.pingMs ?? PING_INTERVAL_MS;
    this.retryMs = opts.retryMs ?? 1000;
  }

  connect() {
    this.stopped = false;
    clearTimeout(this.retry);
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      this.stopHeartbeat();
      // A close the server meant (ended chat, newer login) set `stopped`; anything else reconnects.
      if (!this.stopped && this.ws === ws) this.retry = setTimeout(() => this.connect(), this.retryMs);
    };
    ws.onerror = () => ws.close();
  }

  private receive(text: string) {
    let parsed: chat.ServerMessage | null;
    try {
      parsed = chat.readServerMessage(JSON.parse(text));
    } catch {
      parsed = null; // not JSON
    }
    if (!parsed) return; // not ours (another version, a broken frame): ignored rather than shown
    this.restartHeartbeat();
    if (parsed.type === 'init') {
      this.handlers.onInit(String(parsed.data.client_id));
      return;
    }
    if (parsed.id) {
      this.ws?.send(JSON.stringify({ v: chat.SOCKET_VERSION, type: 'ack', id: parsed.id }));
      if (this.seen.has(parsed.id)) return;
      this.seen.add(parsed.id);
    }
    if (parsed.type === 'close' || parsed.type === 'force_offline') this.stopped = true;
    this.handlers.onMessage(parsed);
  }

  private restartHeartbeat() {
    this.stopHeartbeat();
    if (this.pingMs > 0) this.heartbeat = setInterval(() => this.ws?.send('ping'), this.pingMs);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.retry);
    this.stopHeartbeat();
    this.ws?.close(1000);
  }
}

/** The socket address: the configured one, else the page's own host (the mall serves /ws itself). */
export function chatSocketUrl(
  configured: string | undefined,
  page: { protocol: string; host: string },
): string {
  if (configured) return configured;
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/ws`;
}
