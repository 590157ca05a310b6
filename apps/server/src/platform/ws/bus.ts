import { Redis } from 'ioredis';

/** What one process tells every process (itself included) about sockets. */
export type BusEvent =
  | { op: 'bind'; clientId: string; uid: string }
  | { op: 'send'; uid: string; msg: object }
  | { op: 'close'; uid: string; msg: object; keep?: string | undefined };

/**
 * Fan-out and presence for the socket hub. In one process both are a Map; with Redis, events go over pub/sub
 * and presence is a sorted set per uid scored by expiry, refreshed by the owning process, so a process that dies
 * stops refreshing and its sockets read offline within the presence TTL (PRESENCE_TTL_MS unless configured).
 */
export interface Bus {
  readonly kind: 'local' | 'redis';
  /** How long a presence mark lives unless refreshed (the hub refreshes its own well before). */
  readonly presenceTtlMs: number;
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  presenceAdd(uid: string, clientId: string): Promise<void>;
  presenceRemove(uid: string, clientId: string): Promise<void>;
  isOnline(uid: string): Promise<boolean>;
  /** Which of these uids are online: one round trip for all (a shop's agents, a shopper's shops). */
  onlineOf(uids: string[]): Promise<Set<string>>;
  clientSeen(clientId: string): Promise<void>;
  clientGone(clientId: string): Promise<void>;
  clientExists(clientId: string): Promise<boolean>;
  close(): Promise<void>;
}

export const PRESENCE_TTL_MS = 60_000;

export function createLocalBus(): Bus {
  const handlers: ((event: BusEvent) => void)[] = [];
  const presence = new Map<string, Set<string>>();
  return {
    kind: 'local',
    presenceTtlMs: PRESENCE_TTL_MS,
    publish: async (event) => handlers.forEach((h) => h(event)),
    subscribe: (handler) => void handlers.push(handler),
    presenceAdd: async (uid, clientId) => {
      presence.set(uid, (presence.get(uid) ?? new Set()).add(clientId));
    },
    presenceRemove: async (uid, clientId) => {
      const set = presence.get(uid);
      set?.delete(clientId);
      if (set?.size === 0) presence.delete(uid);
    },
    isOnline: async (uid) => (presence.get(uid)?.size ?? 0) > 0,
    onlineOf: async (uids) => new Set(uids.filter((uid) => (presence.get(uid)?.size ?? 0) > 0)),
    // One process: the hub's own map answers whether a client exists.
    clientSeen: async () => {},
    clientGone: async () => {},
    clientExists: async () => false,
    close: async () => {},
  };
}

/** The bus over Redis: one connection publishes and keeps presence, one subscribes. */
export function createRedisBus(
  url: string,
  prefix: string,
  now: () => number = Date.now,
  ttlMs: number = PRESENCE_TTL_MS,
): Bus {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  // A Redis outage must not end the process; ioredis reconnects by itself.
  redis.on('error', () => {});
  sub.on('error', () => {});
  const channel = `${prefix}ws:events`;
  const handlers: ((event: BusEvent) => void)[] = [];
  const ready = sub.subscribe(channel);
  // A bus closed before its subscription answered (a probe, a shutdown) must not leave a rejection nobody reads;
  // publish still awaits `ready` and sees the failure.
  ready.catch(() => {});
  sub.on('message', (ch, text) => {
    if (ch !== channel) return;
    const event = JSON.parse(text) as BusEvent;
    handlers.forEach((h) => h(event));
  });
  const presenceKey = (uid: string) => `${prefix}ws:presence:${uid}`;
  const clientKey = (clientId: string) => `${prefix}ws:client:${clientId}`;
  return {
    kind: 'redis',
    presenceTtlMs: ttlMs,
    publish: async (event) => {
      await ready;
      await redis.publish(channel, JSON.stringify(event));
    },
    subscribe: (handler) => void handlers.push(handler),
    presenceAdd: async (uid, clientId) => {
      const key = presenceKey(uid);
      await redis
        .multi()
        .zadd(key, now() + ttlMs, clientId)
        .pexpire(key, ttlMs)
        .exec();
    },
    presenceRemove: async (uid, clientId) => void (await redis.zrem(presenceKey(uid), clientId)),
    isOnline: async (uid) => (await redis.zcount(presenceKey(uid), now(), '+inf')) > 0,
    onlineOf: async (uids) => {
      if (uids.length === 0) return new Set();
      // Pipelined: one round trip however many agents a shop has.
      const pipe = redis.pipeline();
      const t = now();
      for (const uid of uids) pipe.zcount(presenceKey(uid), t, '+inf');
      const counts = (await pipe.exec()) ?? [];
      return new Set(
        uids.filter((_, i) => {
          const [err, n] = counts[i] ?? [];
          if (err) throw err;
          return Number(n) > 0;
        }),
      );
    },
    clientSeen: async (clientId) => void (await redis.set(clientKey(clientId), '1', 'PX', ttlMs)),
    clientGone: async (clientId) => void (await redis.del(clientKey(clientId))),
    clientExists: async (clientId) => (await redis.exists(clientKey(clientId))) === 1,
    close: async () => {
      await sub.quit().catch(() => sub.disconnect());
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
