import { operator } from '@mall/contracts';
import { z } from 'zod';
import type { Tx } from '../../platform/database.ts';
import type { Db } from '../../db/client.ts';
import { readConfig } from '../site/index.ts';

/**
 * The default order timers of facts §2.5, read once from the environment (README "Configuration"):
 * ORDER_AUTO_CLOSE_MINUTES (unpaid orders close), ORDER_AUTO_RECEIVE_DAYS (shipped orders are received) and
 * ORDER_AUTO_COMPLETE_DAYS (received orders complete); defaults 30 minutes, 14 days, 7 days. The operator's
 * ORDER_TIMERS_CONFIG row, when set, overrides them (`currentOrderSettings`, read at each use).
 */
const envSchema = z.object({
  ORDER_AUTO_CLOSE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  ORDER_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
});

export interface OrderSettings {
  autoCloseSeconds: number;
  autoReceiveSeconds: number;
  autoCompleteSeconds: number;
}

export function parseOrderSettings(env: NodeJS.ProcessEnv = process.env): OrderSettings {
  const e = envSchema.parse(env);
  return {
    autoCloseSeconds: e.ORDER_AUTO_CLOSE_MINUTES * 60,
    autoReceiveSeconds: e.ORDER_AUTO_RECEIVE_DAYS * 86_400,
    autoCompleteSeconds: e.ORDER_AUTO_COMPLETE_DAYS * 86_400,
  };
}

let current: OrderSettings | undefined;
/** The process's settings, parsed on first use. */
export function orderSettings(): OrderSettings {
  current ??= parseOrderSettings();
  return current;
}

/** The config row the operator's site settings write (site module's `config` table, platform scope). */
export const ORDER_TIMERS_CONFIG = 'ORDER_TIMERS_CONFIG';
/**
 * Refund time limits, kept beside the timers for the after-sales work: the apply window and the three timers
 * (the shop's answer, its receipt of returned goods, a refusal left alone), each 7 days by default (facts §3.1).
 */
export const REFUND_TIMES_CONFIG = 'REFUND_TIMES_CONFIG';
export const DEFAULT_REFUND_TIMES: operator.RefundTimes = {
  refund_apply_days: 7,
  refund_auto_agree_days: 7,
  refund_auto_receive_days: 7,
  refund_auto_cancel_days: 7,
};

const storedTimers = operator.orderTimersSchema.partial();

/** The timers in force now: the operator's row over the defaults. Read per run, so a change needs no restart. */
export async function currentOrderSettings(
  db: Db | Tx,
  defaults: OrderSettings = orderSettings(),
): Promise<OrderSettings> {
  const row = await readConfig(db, ORDER_TIMERS_CONFIG, storedTimers, {});
  return {
    autoCloseSeconds: row.auto_close_minutes ? row.auto_close_minutes * 60 : defaults.autoCloseSeconds,
    autoReceiveSeconds: row.auto_receive_days ? row.auto_receive_days * 86_400 : defaults.autoReceiveSeconds,
    autoCompleteSeconds: row.auto_complete_days
      ? row.auto_complete_days * 86_400
      : defaults.autoCompleteSeconds,
  };
}

const storedRefundTimes = operator.refundTimesSchema.partial();

/**
 * The refund time limits in force (the after-sales work reads them): the operator's row over the defaults, key by
 * key, so a row saved before a limit existed keeps its other limits.
 */
export async function currentRefundTimes(db: Db | Tx): Promise<operator.RefundTimes> {
  const row = await readConfig(db, REFUND_TIMES_CONFIG, storedRefundTimes, {});
  return { ...DEFAULT_REFUND_TIMES, ...row };
}
