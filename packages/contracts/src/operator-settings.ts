import { z } from './zod.ts';
import { PASSWORD_RULES } from './account.ts';
import { flagInput, intInput, multilineTextInput, textInput } from './input.ts';

/**
 * The platform's site settings as the operator edits them in one form: the main website row (name, logo, open
 * or closed with the closing text), registration (REGISTER_CONFIG: which ways are open, password rules), the
 * order timers (ORDER_TIMERS_CONFIG) and the refund time limits (REFUND_TIMES_CONFIG, read by after-sales).
 */
export const REGISTER_KINDS = ['username', 'mobile', 'email'] as const;

/** A stored picture path as the server answers it (upload/…), or empty for none. */
const picturePath = z
  .string()
  .trim()
  .max(255)
  .regex(/^(upload\/[\w./-]+\.(?:jpg|png|webp))?$/, 'must be an uploaded picture')
  .refine((p) => !p.includes('..'), 'must be an uploaded picture');
export const picturePathInput = picturePath;

const kindList = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .union([
      z.array(z.enum(values)).max(max),
      z
        .string()
        .trim()
        .max(80)
        .transform((s) => (s === '' ? [] : s.split(',').map((x) => x.trim())))
        .pipe(z.array(z.enum(values)).max(max)),
    ])
    .transform((list) => [...new Set(list)]);

/** The order timers (facts §2.5): unpaid orders close, shipped orders are received, received orders complete. */
export const orderTimersSchema = z.object({
  auto_close_minutes: intInput(1, 7 * 24 * 60),
  auto_receive_days: intInput(1, 90),
  auto_complete_days: intInput(1, 90),
});
export type OrderTimers = z.infer<typeof orderTimersSchema>;

/**
 * Refund time limits for the after-sales work (facts §3.1 timeouts, each its own setting): how long after receipt
 * a buyer may apply; how long the shop has to answer (or pay) before the platform agrees and pays; how long it has
 * to confirm returned goods before the platform does; how long a refusal stays open before it is closed.
 */
export const refundTimesSchema = z.object({
  refund_apply_days: intInput(0, 90),
  refund_auto_agree_days: intInput(1, 30),
  refund_auto_receive_days: intInput(1, 30),
  refund_auto_cancel_days: intInput(1, 30),
});
export type RefundTimes = z.infer<typeof refundTimesSchema>;

export const siteSettingsRequest = z
  .object({
    site_name: textInput(60).min(1),
    logo: picturePath,
    web_status: flagInput,
    close_reason: multilineTextInput(500),
    register: kindList(REGISTER_KINDS, 3),
    pwd_len: intInput(6, 32),
    pwd_complexity: kindList(PASSWORD_RULES, 4),
  })
  .extend(orderTimersSchema.shape)
  .extend(refundTimesSchema.shape);
export type SiteSettingsInput = z.infer<typeof siteSettingsRequest>;

export interface SiteSettings {
  site_name: string;
  logo: string;
  web_status: 0 | 1;
  close_reason: string;
  register: (typeof REGISTER_KINDS)[number][];
  pwd_len: number;
  pwd_complexity: (typeof PASSWORD_RULES)[number][];
  auto_close_minutes: number;
  auto_receive_days: number;
  auto_complete_days: number;
  refund_apply_days: number;
  refund_auto_agree_days: number;
  refund_auto_receive_days: number;
  refund_auto_cancel_days: number;
}
