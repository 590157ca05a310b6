import type { ConsoleAudience, ConsoleRole, Lang } from '@mall/contracts';
import type { AuditWriter } from './audit/audit-log.ts';

/** What the platform reads from every call before a route sees it (spec §3: fields every request carries). */
export interface CallContext {
  lang: Lang;
  websiteId: number;
  token: string | undefined;
  appType: string;
  ip: string;
  /** Set when the call carried a live session token (always set for calls with auth 'member'). */
  memberId?: number;
  sessionId?: number;
}

/** The context of a call that requires login: the member is known. */
export interface MemberContext extends CallContext {
  memberId: number;
  sessionId: number;
}

/** The context of a console call (auth 'merchant', 'agent' or 'operator'): the account and its role are known. */
export interface ConsoleContext extends CallContext {
  audience: ConsoleAudience;
  role: ConsoleRole;
  accountId: number;
  /** The account's login name. */
  accountName: string;
  sessionId: number;
  /** Records a write in the audit log, in the caller's transaction: `await ctx.audit(tx, { target, … })`. */
  audit: AuditWriter;
}

/**
 * A shop's console call (merchant staff, agents): the shop comes from the session, never from input.
 * `merchantId` is the account (the order module logs a shop's changes under it).
 */
export interface ShopContext extends ConsoleContext {
  siteId: number;
  merchantId: number;
}

export type MerchantContext = ShopContext;
export type AgentContext = ShopContext;
export type OperatorContext = ConsoleContext;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: CallContext;
  }
}
