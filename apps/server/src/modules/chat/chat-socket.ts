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
 * What a client may say on the socket besides `ping`: acknowledgements, checked by the shared schema. Anything
 * else (not JSON, another version, an unknown type) is answered with an error and the socket stays up.
 */
export function wireSocket(deps: Deps): void {
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
    void repo.advanceCursor(deps.db, uid, parsed.data.id).catch(() => {});
  });
  // A shopper whose last socket closed has left every shop's chat; the agents serving them are told.
  deps.hub.onClose((uid) => {
    if (uid.startsWith('m')) void leave(deps, Number(uid.slice(1))).catch(() => {});
  });
}
