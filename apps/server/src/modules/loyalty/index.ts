// The consumption reward for the pay flow and the order timers; the registration reward for the account module.
export { giveConsumeReward, giveRegisterReward, type RewardOrder } from './rewards.ts';
export { cachedConsumeRules } from './loyalty-config.ts';
