import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { ConsoleAudience } from '@mall/contracts';
import type { Db, Tx } from '../database.ts';
import { consoleAudit } from './audit-table.ts';

/** What a console write says about itself: the target it changed, before and after (JSON-able, no secrets). */
export interface AuditChange {
  /** The kind of row changed: 'order', 'staff', 'session', … */
  target: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
}

/** Who made the write and through which call; the call registrar fills it from the session. */
export interface AuditActor {
  audience: ConsoleAudience;
  accountId: number;
  actorName: string;
  siteId: number;
  call: string;
  ip: string;
}

/**
 * Records a console write. Handlers get it bound to the call's actor as `ctx.audit(tx, change)` and call it
 * inside the write's transaction, so the change and its audit row commit (or roll back) together.
 */
export type AuditWriter = (db: Db | Tx, change: AuditChange) => Promise<void>;

export async function writeAudit(db: Db | Tx, actor: AuditActor, change: AuditChange): Promise<void> {
  await db.insert(consoleAudit).values({
    ...actor,
    targetType: change.target,
    targetId: String(change.targetId).slice(0, 40),
    before: change.before ?? null,
    after: change.after ?? null,
    createTime: Math.floor(Date.now() / 1000),
  });
}

export interface AuditQuery {
  audience?: ConsoleAudience;
  siteId?: number;
  /** Part of the call's path. */
  call?: string;
  targetId?: string;
  from?: number;
  to?: number;
  page: number;
  pageSize: number;
}

/** The audit log, newest first, with the total for paging. */
export async function selectAuditPage(db: Db, q: AuditQuery) {
  const conds: (SQL | undefined)[] = [
    q.audience ? eq(consoleAudit.audience, q.audience) : undefined,
    q.siteId !== undefined ? eq(consoleAudit.siteId, q.siteId) : undefined,
    q.call ? like(consoleAudit.call, `%${q.call}%`) : undefined,
    q.targetId ? eq(consoleAudit.targetId, q.targetId) : undefined,
    q.from !== undefined ? gte(consoleAudit.createTime, q.from) : undefined,
    q.to !== undefined ? lte(consoleAudit.createTime, q.to) : undefined,
  ];
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(consoleAudit).where(where);
  const rows = await db
    .select()
    .from(consoleAudit)
    .where(where)
    .orderBy(desc(consoleAudit.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, count: total?.n ?? 0 };
}
