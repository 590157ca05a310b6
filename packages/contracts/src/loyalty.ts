import { z } from './zod.ts';
import { flagInput, idInput, intInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';
import { translationsInput } from './translations.ts';
import { CONSUME_STAGES, POINT_SOURCES, type PointSource } from './loyalty-terms.ts';

// Kept apart so the storefront can read them without this file's schemas (and zod) in its bundle.
export { CONSUME_STAGES, POINT_SOURCES, type PointSource };

/*
 * Points, growth, levels and the daily sign-in (original-system-facts §4.5–4.7, issue 16 item 5), and the
 * operator's rules for them: sign-in rewards per streak day, consumption reward rates, registration rewards and
 * the member levels.
 */

export const pointPageRequest = pagingSchema.extend({
  from_type: optionalInput(z.enum(POINT_SOURCES)),
});

export interface PointRecord {
  id: number;
  account_data: number;
  from_type: string;
  type_name: string;
  remark: string;
  create_time: number;
}

/**
 * One sign-in reward: on streak day `day` the member gets `point`, `growth` and one platform coupon of type
 * `coupon` (0: none) (facts §4.7).
 */
export const signinAwardSchema = z.object({
  day: intInput(1, 365),
  point: intInput(0, 100_000),
  growth: intInput(0, 100_000),
  coupon: intInput(0, 2_147_483_647).default(0),
});
export type SigninAward = z.infer<typeof signinAwardSchema>;

/** What one streak day gives; `coupon` is a platform coupon type id (0: none). */
export interface SigninReward {
  point: number;
  growth: number;
  coupon: number;
}

/** A platform coupon type a sign-in day gives, as the sign-in page names it. */
export interface SigninCoupon {
  coupon_type_id: number;
  name: string;
  money: string;
  at_least: string;
}

export interface SigninCalendar {
  /** 1 when the member signed in today. */
  is_sign: 0 | 1;
  /** The streak as it stands: 0 when the last sign-in was before yesterday. */
  sign_days_series: number;
  /** Days of this month (1–31) the member signed in. */
  signed_days: number[];
  year: number;
  month: number;
  today: number;
  /** What signing in today gives (or gave). */
  today_award: SigninReward;
  award: SigninAward[];
  /** The coupon types the award list names (a type since deleted is left out). */
  coupons: SigninCoupon[];
  is_use: 0 | 1;
}

export interface SigninResult extends SigninReward {
  sign_days_series: number;
  /** 1 when the day's coupon was issued; 0 when there was none to give (the type ended or ran out). */
  coupon_given: 0 | 1;
}

/** The consumption reward (facts §4.5 MEMBER_CONSUME_CONFIG): % of the order money as points and growth. */
export const consumeRulesSchema = z.object({
  is_use: flagInput,
  return_point_status: z.enum(CONSUME_STAGES),
  return_point_rate: intInput(0, 100),
  return_growth_rate: intInput(0, 100),
});
export type ConsumeRules = z.infer<typeof consumeRulesSchema>;

/** The registration reward (facts §4.5 memberregister). */
export const registerRewardSchema = z.object({
  is_use: flagInput,
  point: intInput(0, 100_000),
  growth: intInput(0, 100_000),
});
export type RegisterReward = z.infer<typeof registerRewardSchema>;

export const loyaltySettingsRequest = z.object({
  signin_is_use: flagInput,
  signin_award: z.array(signinAwardSchema).min(1).max(31),
  consume: consumeRulesSchema,
  register: registerRewardSchema,
});
export type LoyaltySettings = z.infer<typeof loyaltySettingsRequest>;

/** A member level as the operator edits it (facts §4.6): its growth threshold and what it gives. */
export const levelSaveRequest = z.object({
  level_id: idInput.optional(),
  level_name: textInput(60).min(1),
  growth: intInput(0, 100_000_000),
  remark: textInput(255).default(''),
  consume_discount: intInput(1, 100),
  is_free_shipping: flagInput.default(0),
  i18n: translationsInput({ level_name: textInput(60), remark: textInput(255) }),
});
export const levelDeleteRequest = z.object({ level_id: idInput });

/** Demo door: moves the loyalty clock forward by whole days (journeys sign in on two consecutive days). */
export const clockRequest = z.object({ days: intInput(0, 366) });
export const emptyRequest = z.object({});
