import type { FastifyInstance } from 'fastify';
import type { ConsoleAudience } from '@mall/contracts';
import type { z } from 'zod';

/**
 * 'member': login forced — no or a dead token answers TOKEN_ERROR (spec §6), the handler gets the member.
 * 'optional': a live token fills ctx.memberId, a missing or dead one is ignored (guest reads).
 * a console audience ('merchant', 'agent', 'operator'): a console session of that audience, whose role the
 *   call's row of the role table (`ROLE_TABLE` in @mall/contracts) lists. The session is checked before the
 *   input; the handler gets the account, its role, its shop (shop audiences) and `ctx.audit`.
 */
export type CallAuth = 'member' | 'optional' | ConsoleAudience;

/** A call as the app registered it: what the generated fuzz and access suites are built from. */
export interface RegisteredCall {
  path: string;
  /** The schema of the call's own fields (the fields every call carries are read apart). */
  input: z.ZodType;
  /** Undefined: the call needs no session (guest calls, and the merchant login). */
  auth: CallAuth | undefined;
  /** Answered on GET too. */
  read: boolean;
  /** How the fields arrive: a JSON body (or query), or a multipart form with a file. */
  body?: 'json' | 'multipart';
}

const registries = new WeakMap<FastifyInstance, RegisteredCall[]>();

export function recordCall(app: FastifyInstance, call: RegisteredCall): void {
  const calls = registries.get(app) ?? [];
  calls.push({ body: 'json', ...call });
  registries.set(app, calls);
}

/** Every call registered on this app, in registration order. */
export function registeredCalls(app: FastifyInstance): readonly RegisteredCall[] {
  return registries.get(app) ?? [];
}
