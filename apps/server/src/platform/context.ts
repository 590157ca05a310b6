import type { Lang } from '@mall/contracts';

/** What the platform reads from every call before a route sees it (spec §3: fields every request carries). */
export interface CallContext {
  lang: Lang;
  websiteId: number;
  token: string | undefined;
  appType: string;
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: CallContext;
  }
}
