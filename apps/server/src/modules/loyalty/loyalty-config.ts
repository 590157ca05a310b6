import { loyalty } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { readConfig, upsertPlatformConfig } from '../site/index.ts';

/*
 * The operator's loyalty rules, kept as platform config rows (the site module's `config` table) under the
 * original's keys: MEMBER_SIGNIN_CONFIG (facts §4.7), MEMBER_CONSUME_CONFIG (§4.5) and MEMBER_REGISTER_CONFIG
 * (§4.5 memberregister). Read at each use, so a change applies at once; the consumption rules, which every
 * payment reads, come through the read cache (`cachedConsumeRules`): the operator's save counts as a cache change
 * (loyalty-console.service.ts), so this process applies it at once and the others within a second.
 */

export const SIGNIN_CONFIG = 'MEMBER_SIGNIN_CONFIG';
export const CONSUME_CONFIG = 'MEMBER_CONSUME_CONFIG';
export const REGISTER_REWARD_CONFIG = 'MEMBER_REGISTER_CONFIG';

const signinSchema = z.object({
  is_use: z.number().int().min(0).max(1),
  award: z.array(loyalty.signinAwardSchema).min(1),
});
export type SigninRules = z.infer<typeof signinSchema>;

/** Defaults of a fresh platform: sign-in open with one all-zero entry (facts §4.7), rewards off. */
const DEFAULT_SIGNIN: SigninRules = { is_use: 1, award: [{ day: 1, point: 0, growth: 0, coupon: 0 }] };
const DEFAULT_CONSUME: loyalty.ConsumeRules = {
  is_use: 0,
  return_point_status: 'complete',
  return_point_rate: 0,
  return_growth_rate: 0,
};
const DEFAULT_REGISTER: loyalty.RegisterReward = { is_use: 0, point: 0, growth: 0 };

export const signinRules = (db: Db | Tx) => readConfig(db, SIGNIN_CONFIG, signinSchema, DEFAULT_SIGNIN);
export const consumeRules = (db: Db | Tx) =>
  readConfig(db, CONSUME_CONFIG, loyalty.consumeRulesSchema, DEFAULT_CONSUME);
/** The consumption rules through the read cache, for the payment path (one statement fewer per payment). */
export const cachedConsumeRules = (cache: ReadCache, db: Db) =>
  cache.get('loyalty:consume-rules', () => consumeRules(db));
export const registerReward = (db: Db | Tx) =>
  readConfig(db, REGISTER_REWARD_CONFIG, loyalty.registerRewardSchema, DEFAULT_REGISTER);

/** The award list ordered by day, one entry per day (a later duplicate wins). */
export function normaliseAward(award: loyalty.SigninAward[]): loyalty.SigninAward[] {
  const byDay = new Map(award.map((a) => [a.day, a]));
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

/** Facts §4.7: the entry whose day equals the streak; when none matches, the last entry. */
export function awardForStreak(award: loyalty.SigninAward[], streak: number): loyalty.SigninReward {
  const sorted = normaliseAward(award);
  const hit = sorted.find((a) => a.day === streak) ?? sorted[sorted.length - 1];
  return { point: hit?.point ?? 0, growth: hit?.growth ?? 0, coupon: hit?.coupon ?? 0 };
}

export async function loyaltySettings(db: Db | Tx): Promise<loyalty.LoyaltySettings> {
  const signin = await signinRules(db);
  return {
    signin_is_use: signin.is_use,
    signin_award: normaliseAward(signin.award),
    consume: await consumeRules(db),
    register: await registerReward(db),
  };
}

export async function writeLoyaltySettings(tx: Tx, input: loyalty.LoyaltySettings): Promise<void> {
  await upsertPlatformConfig(tx, SIGNIN_CONFIG, {
    is_use: input.signin_is_use,
    award: normaliseAward(input.signin_award),
  });
  await upsertPlatformConfig(tx, CONSUME_CONFIG, input.consume);
  await upsertPlatformConfig(tx, REGISTER_REWARD_CONFIG, input.register);
}
