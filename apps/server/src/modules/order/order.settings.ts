import { z } from 'zod';

/**
 * The order timers of facts §2.5, read once from the environment (README "Configuration"):
 * ORDER_AUTO_CLOSE_MINUTES (unpaid orders close), ORDER_AUTO_RECEIVE_DAYS (shipped orders are received) and
 * ORDER_AUTO_COMPLETE_DAYS (received orders complete); defaults 30 minutes, 14 days, 7 days.
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
