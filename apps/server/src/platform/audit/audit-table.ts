import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { unixTime } from '../database.ts';

/**
 * The audit log: one row per console write — who (audience, account, name, shop), which call, on what target,
 * the target before and after as JSON, from where and when. Written in the write's own transaction; read by
 * the platform operator. Rows are never changed.
 */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: serial('id').primaryKey(),
    audience: varchar('audience', { length: 12 }).notNull(),
    accountId: integer('account_id').notNull(),
    actorName: varchar('actor_name', { length: 60 }).notNull().default(''),
    /** The actor's shop (0 for the operator). */
    siteId: integer('site_id').notNull().default(0),
    call: varchar('call', { length: 100 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull().default(''),
    targetId: varchar('target_id', { length: 40 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 60 }).notNull().default(''),
    createTime: unixTime('create_time'),
  },
  (t) => [
    index('console_audit_time_idx').on(t.createTime),
    index('console_audit_site_idx').on(t.siteId, t.id),
    index('console_audit_target_idx').on(t.targetType, t.targetId),
  ],
);
