import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * Payment settings, read once from the environment (README "Configuration"): PAY_SANDBOX_SECRET signs the
 * sandbox gateway's notifications (a random one per process when unset: the gateway and the mall live in the
 * same process, so they always agree). The order timers are the order module's settings (order.settings.ts).
 */
const envSchema = z.object({
  PAY_SANDBOX_SECRET: z.string().min(16).optional(),
});

export interface PaymentSettings {
  sandboxSecret: string;
}

export function parsePaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const e = envSchema.parse(env);
  return {
    sandboxSecret: e.PAY_SANDBOX_SECRET ?? crypto.randomBytes(32).toString('hex'),
  };
}

let current: PaymentSettings | undefined;
/** The process's settings, parsed on first use. */
export function paymentSettings(): PaymentSettings {
  current ??= parsePaymentSettings();
  return current;
}
