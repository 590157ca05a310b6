import type { Lang } from '@mall/contracts';

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

declare module 'fastify' {
  interface FastifyRequest {
    ctx: CallContext;
  }
}
