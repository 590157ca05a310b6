import { chat } from '@mall/contracts';

const SOCKET_VERSION = chat.SOCKET_VERSION;
import type { AppDeps } from '../../app-deps.ts';
import { leave } from './chat-member.service.ts';
import * as repo from './chat.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'limits'> & { hub: NonNullable<AppDeps['hub']> };

const refusal = (error_code: string, message: string) => ({
  v: SOCKET_VERSION,
  type: 'error',
  data: { error_code, message },
});

/**
 * Acknowledgements move a uid's cursor forward. A client acknowledges every message, so writing each one would
 * queue row-locked upserts on the same cursor row and load the database the pushes need. Per uid at most one
 * write is in flight; acknowledgements arriving meanwhile are folded into the next write (the highest id wins,
 * as the upsert itself keeps the greatest).
 */
function ackWriter(deps: Deps) {
  const pending = new Map<string, number>();
  const writing = new Set<string>();
  const flush = async (uid: string) => {
    writing.add(uid);
    try {
      for (let id = pending.get(uid); id !== undefined; id = pending.get(uid)) {
        pending.delete(uid);
        await repo.advanceCursor(deps.db, uid, id).catch(() => {});
      }
    } finally {
      writing.delete(uid);
    }
  };
  return {
    note(uid: string, id: number) {
      pending.set(uid, Math.max(id, pending.get(uid) ?? 0));
      if (!writing.has(uid)) void flush(uid);
    },
  };
}

/**
 * What a client may say on the socket besides `ping`: acknowledgements, checked by the shared schema. Anything
 * else (not JSON, another version, an unknown type) is answered with an error and the socket stays up.
 */
export function wireSocket(deps: Deps): void {
  const acks = ackWriter(deps);
  deps.hub.onFrame((uid, text, reply) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      reply(refusal('PARAMETER_ERROR', 'Not JSON'));
      return;
    }
    const parsed = chat.clientMessageSchema.safeParse(value);
    if (!parsed.success) {
      const v = (value as { v?: unknown } | null)?.v;
      reply(
        v === SOCKET_VERSION
          ? refusal('PARAMETER_ERROR', 'Unknown message')
          : refusal('VERSION', 'Unsupported version'),
      );
      return;
    }
    if (!uid) {
      reply(refusal('TOKEN_ERROR', 'Bind the socket first'));
      return;
    }
    acks.note(uid, parsed.data.id);
  });
  // A shopper whose last socket closed has left every shop's chat; the agents serving them are told.
  deps.hub.onClose((uid) => {
    if (uid.startsWith('m')) void leave(deps, Number(uid.slice(1))).catch(() => {});
  });
}
