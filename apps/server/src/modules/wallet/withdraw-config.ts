import { centsToMoney, wallet as contract } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { selectPlatformConfig, upsertPlatformConfig } from '../site/index.ts';

/**
 * MEMBER_WITHDRAW_CONFIG (facts §4.2), a platform config row the operator edits: open or not, auto-audit,
 * auto-transfer, the fee rate (hundredths of a percent) and the minimum (cents), the account kinds paid to.
 */
export const WITHDRAW_CONFIG_KEY = 'MEMBER_WITHDRAW_CONFIG';

export interface WithdrawRules {
  isUse: number;
  isAutoAudit: number;
  isAutoTransfer: number;
  rate: number;
  min: number;
  transferTypes: contract.WithdrawType[];
}

const DEFAULT_RULES: WithdrawRules = {
  isUse: 1,
  isAutoAudit: 0,
  isAutoTransfer: 0,
  rate: 100,
  min: 1000,
  transferTypes: ['bank', 'alipay'],
};

const stored = z.object({
  isUse: z.number().int().min(0).max(1),
  isAutoAudit: z.number().int().min(0).max(1),
  isAutoTransfer: z.number().int().min(0).max(1),
  rate: z.number().int().min(0).max(10_000),
  min: z.number().int().min(0),
  transferTypes: z.array(z.enum(contract.WITHDRAW_TYPES)),
});

/** The rules in force; a missing or unreadable row means the defaults (1 % fee, 10.00 minimum, manual). */
export async function withdrawRules(db: Db | Tx): Promise<WithdrawRules> {
  const parsed = stored.safeParse(await selectPlatformConfig(db, WITHDRAW_CONFIG_KEY));
  return parsed.success ? parsed.data : DEFAULT_RULES;
}

export const saveWithdrawRules = (tx: Tx, rules: WithdrawRules) =>
  upsertPlatformConfig(tx, WITHDRAW_CONFIG_KEY, rules);

export function rulesToWire(r: WithdrawRules): contract.WithdrawConfig {
  return {
    is_use: r.isUse,
    is_auto_audit: r.isAutoAudit,
    is_auto_transfer: r.isAutoTransfer,
    rate: centsToMoney(r.rate),
    min: centsToMoney(r.min),
    transfer_type: r.transferTypes,
  };
}

/** fee = round(amount × rate / 100, 2) in cents, integers only (rate in hundredths of a percent). */
export const feeOf = (amount: number, rate: number) => Math.round((amount * rate) / 10_000);
