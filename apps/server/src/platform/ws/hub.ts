import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import { createLocalBus, type Bus, type BusEvent } from './bus.ts';

/** A socket as the hub keeps it: who it is bound to, when it last spoke, its frame budget this minute. */
interface Client {
  socket: WebSocket;
  uid?: string;
  lastSeen: number;
  frames: number;
  windowStart: number;
}

/**
 * Presence and client marks are best effort: when Redis is away (an outage, or this process shutting down) they
 * fail, and the marks expire by themselves (PRESENCE_TTL_MS). Such a failure must not become an unhandled
 * rejection that ends the process.
 */
const inBackground = (work: Promise<unknown>) => void work.catch(() => undefined);

export interface HubOptions {
  /** Fan-out between processes: in-process by default, Redis pub/sub with REDIS_URL. */
  bus?: Bus;
  /** A socket silent this long is closed (the client pings more often; facts §7: 60 s). */
  idleMs?: number;
  /** Frames a client may send per minute before it is told and closed (pings included). */
  framesPerMinute?: number;
  now?: () => number;
}

export type FrameHandler = (uid: string | undefined, text: string, reply: (msg: object) => void) => void;
export type CloseHandler = (uid: string) => void;

/**
 * The socket hub: sockets on this process, addressed by a uid (a member, an agent) that an HTTP call binds to
 * a socket's client id. Sending to a uid goes over the bus, so a uid bound on another process is reached too;
 * presence lives in the bus's store (with expiry when it is Redis) so a dead process's sockets read offline.
 * The hub knows nothing of chat: the chat module hands it frames and closes through the two handlers.
 */
export class SocketHub {
  private readonly clients = new Map<string, Client>();
  private readonly byUid = new Map<string, Set<string>>();
  readonly bus: Bus;
  private readonly idleMs: number;
  private readonly framesPerMinute: number;
  private readonly now: () => number;
  private sweepTimer: NodeJS.Timeout | undefined;
  private frameHandler: FrameHandler = () => {};
  private closeHandler: CloseHandler = () => {};

  constructor(opts: HubOptions = {}) {
    this.bus = opts.bus ?? createLocalBus();
    this.idleMs = opts.idleMs ?? 75_000;
    this.framesPerMinute = opts.framesPerMinute ?? 300;
    this.now = opts.now ?? Date.now;
    this.bus.subscribe((event) => this.deliver(event));
    // Presence is refreshed three times per TTL, so one slow round never lets a live socket expire.
    const sweepMs = Math.min(20_000, Math.floor(this.bus.presenceTtlMs / 3));
    this.sweepTimer = setInterval(() => inBackground(this.sweep()), sweepMs);
    this.sweepTimer.unref();
  }

  onFrame(handler: FrameHandler) {
    this.frameHandler = handler;
  }
  onClose(handler: CloseHandler) {
    this.closeHandler = handler;
  }

  get localCount() {
    return this.clients.size;
  }

  /** A new socket: it gets a client id (unguessable: binding it is what proves the socket is yours). */
  attach(socket: WebSocket): string {
    const clientId = crypto.randomBytes(16).toString('hex');
    const t = this.now();
    this.clients.set(clientId, { socket, lastSeen: t, frames: 0, windowStart: t });
    inBackground(this.bus.clientSeen(clientId));
    socket.on('message', (raw, isBinary) => this.receive(clientId, raw.toString(), isBinary));
    socket.on('close', () => inBackground(this.detach(clientId)));
    socket.on('error', () => socket.terminate());
    return clientId;
  }

  private receive(clientId: string, text: string, isBinary: boolean) {
    const client = this.clients.get(clientId);
    if (!client) return;
    const t = this.now();
    client.lastSeen = t;
    if (t - client.windowStart >= 60_000) {
      client.windowStart = t;
      client.frames = 0;
    }
    const reply = (msg: object) => client.socket.send(JSON.stringify(msg));
    if (++client.frames > this.framesPerMinute) {
      reply({ v: 1, type: 'error', data: { error_code: 'RATE_LIMITED', message: 'Too many messages' } });
      client.socket.close(1008, 'rate limited');
      return;
    }
    if (text === 'ping') return;
    if (isBinary) {
      reply({
        v: 1,
        type: 'error',
        data: { error_code: 'PARAMETER_ERROR', message: 'Binary frames are not read' },
      });
      return;
    }
    this.frameHandler(client.uid, text, reply);
  }

  private async detach(clientId: string) {
    const client = this.clients.get(clientId);
    if (!client) return;
    this.clients.delete(clientId);
    await this.bus.clientGone(clientId);
    if (!client.uid) return;
    const set = this.byUid.get(client.uid);
    set?.delete(clientId);
    if (set?.size === 0) this.byUid.delete(client.uid);
    await this.bus.presenceRemove(client.uid, clientId);
    if (!(await this.bus.isOnline(client.uid))) this.closeHandler(client.uid);
  }

  /** Is a socket with this client id connected to any process? */
  async hasClient(clientId: string): Promise<boolean> {
    return this.clients.has(clientId) || (await this.bus.clientExists(clientId));
  }

  /** Binds a socket (on any process) to a uid; false when no such socket is connected anywhere. */
  async bind(clientId: string, uid: string): Promise<boolean> {
    if (!(await this.hasClient(clientId))) return false;
    await this.bus.presenceAdd(uid, clientId);
    await this.bus.publish({ op: 'bind', clientId, uid });
    return true;
  }

  /** Pushes a message to every socket bound to the uid, on every process. */
  send(uid: string, msg: object): Promise<void> {
    return this.bus.publish({ op: 'send', uid, msg });
  }

  /** Sends `msg` to the uid's sockets other than `keep`, then closes them (a newer login, an ended chat). */
  closeUid(uid: string, msg: object, keep?: string): Promise<void> {
    return this.bus.publish({ op: 'close', uid, msg, keep });
  }

  isOnline(uid: string): Promise<boolean> {
    return this.bus.isOnline(uid);
  }

  onlineOf(uids: string[]): Promise<Set<string>> {
    return this.bus.onlineOf(uids);
  }

  private deliver(event: BusEvent) {
    if (event.op === 'bind') {
      const client = this.clients.get(event.clientId);
      if (!client) return;
      client.uid = event.uid;
      const set = this.byUid.get(event.uid) ?? new Set();
      set.add(event.clientId);
      this.byUid.set(event.uid, set);
      return;
    }
    const ids = [...(this.byUid.get(event.uid) ?? [])];
    const text = JSON.stringify(event.msg);
    for (const id of ids) {
      if (event.op === 'close' && id === event.keep) continue;
      const socket = this.clients.get(id)?.socket;
      if (!socket) continue;
      socket.send(text);
      if (event.op === 'close') {
        // Unbound at once so the closing socket's own close handler does not read as the uid leaving.
        this.byUid.get(event.uid)?.delete(id);
        this.clients.get(id)!.uid = undefined;
        inBackground(this.bus.presenceRemove(event.uid, id));
        socket.close(1000, 'closed');
      }
    }
  }

  /** Closes silent sockets and keeps the live ones' presence fresh (so it expires only with the process). */
  private async sweep() {
    const t = this.now();
    for (const [id, client] of this.clients) {
      if (t - client.lastSeen > this.idleMs) client.socket.terminate();
      else {
        await this.bus.clientSeen(id);
        if (client.uid) await this.bus.presenceAdd(client.uid, id);
      }
    }
  }

  async close() {
    clearInterval(this.sweepTimer);
    for (const client of this.clients.values()) client.socket.terminate();
    await this.bus.close();
  }
}
