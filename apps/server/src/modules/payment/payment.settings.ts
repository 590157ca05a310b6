import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * Payment and order-timing settings, read once from the environment (README "Configuration"):
 * PAY_SANDBOX_SECRET signs the sandbox gateway's notifications (a random one per process when unset: the gateway
 * and the mall live in the same process, so they always agree); ORDER_AUTO_CLOSE_MINUTES, ORDER_AUTO_RECEIVE_DAYS
 * and ORDER_AUTO_COMPLETE_DAYS are the order timers of facts §2.5 (defaults 30 minutes, 14 days, 7 days).
 */
const envSchema = z.object({
  PAY_SANDBOX_SECRET: z.string().min(16).optional(),
  ORDER_AUTO_CLOSE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  ORDER_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
});

export interface PaymentSettings {
  sandboxSecret: string;
  autoCloseSeconds: number;
  autoReceiveSeconds: number;
  autoCompleteSeconds: number;
}

export function parsePaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const e = envSchema.parse(env);
  return {
    sandboxSecret: e.PAY_SANDBOX_SECRET ?? crypto.randomBytes(32).toString('hex'),
    autoCloseSeconds: e.ORDER_AUTO_CLOSE_MINUTES * 60,
    autoReceiveSeconds: e.ORDER_AUTO_RECEIVE_DAYS * 86_400,
    autoCompleteSeconds: e.ORDER_AUTO_COMPLETE_DAYS * 86_400,
  };
}

let current: PaymentSettings | undefined;
/** The process's settings, parsed on first use. */
export function paymentSettings(): PaymentSettings {
  current ??= parsePaymentSettings();
  return current;
}
