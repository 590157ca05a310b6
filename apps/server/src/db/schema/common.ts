import { bigint, integer, jsonb } from 'drizzle-orm/pg-core';

/** Unix seconds (DESIGN §4); the platform's own tables use it too, so it is defined there. */
export { unixTime } from '../../platform/database.ts';

/** Money in integer minor units (cents); never a float (DESIGN §4). */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** 0/1 flags kept as small integers so field values match the original protocol. */
export const flag = (name: string, value = 0) => integer(name).notNull().default(value);

/**
 * Platform-written labels translated per storefront language: {"zh-cn": {"category_name": "…"}, …}.
 * The base columns hold the default-language text; a missing translation falls back to them.
 */
export const i18nColumn = () => jsonb('i18n').notNull().default({});
