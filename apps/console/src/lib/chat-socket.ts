import { chat, PING_INTERVAL_MS } from '@mall/contracts';

export interface ChatSocketHandlers {
  onMessage: (msg: chat.ServerMessage) => void;
  /** The socket is (re)connected and the server gave it this client id: bind it now. */
  onInit: (clientId: string) => void;
}

/**
 * The chat socket (spec §4, facts §7): the text `ping` every interval (0 disables), reconnection after an error
 * or a drop, every server message checked by the shared schema, every chat message acknowledged by its id and
 * handed on once (a replay after a reconnect may repeat what this tab already showed).
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

  constructor(url: string, handlers: ChatSocketHandlers, pingMs = PING_INTERVAL_MS) {
    this.url = url;
    this.handlers = handlers;
    this.pingMs = pingMs;
  }

  connect() {
    this.stopped = false;
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      this.stopHeartbeat();
      // 1000 is a close the server meant (ended chat, newer login); anything else reconnects.
      if (!this.stopped && this.ws === ws) this.retry = setTimeout(() => this.connect(), 1000);
    };
    ws.onerror = () => ws.close();
  }

  private receive(text: string) {
    let parsed: chat.ServerMessage;
    try {
      parsed = chat.serverMessageSchema.parse(JSON.parse(text));
    } catch {
      return;
    }
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

/** The socket address: the configured one, else this page's host (the mall serves /ws itself). */
export function socketUrl(configured: string | undefined): string {
  if (configured) return configured;
  const proto = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${window.location.host}/ws`;
}
