import { z } from './zod.ts';
import { idInput, intInput, textInput } from './input.ts';
import { moneyToCents } from './money.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';
import type { WithdrawDetail } from './wallet.ts';

/** The operator's side of withdrawals (facts §4.2): audit, transfer and the withdrawal rules. */

export const withdrawListRequest = pagingSchema.extend({
  status: optionalInput(intInput(-1, 2)),
  withdraw_no: optionalInput(textInput(40).min(1)),
});
export const withdrawIdRequest = z.object({ id: idInput });
export const withdrawRefuseRequest = z.object({ id: idInput, refuse_reason: textInput(200).min(1) });
export const withdrawTransferRequest = z.object({
  id: idInput,
  certificate_remark: textInput(200).optional().default(''),
});

export interface OperatorWithdrawRow extends WithdrawDetail {
  member_id: number;
  member_name: string;
}

/** Money in [0, maxYuan] into cents; a percent with up to 2 decimals in [0, 100] into hundredths. */
const hundredths = (max: number, what: string) =>
  z.union([z.string().max(20), z.number()]).transform((v, ctx) => {
    const n = moneyToCents(String(v));
    if (n === null || n < 0 || n > max * 100) {
      ctx.addIssue({
        code: 'custom',
        message: `must be ${what} between 0 and ${max} with at most 2 decimals`,
      });
      return z.NEVER;
    }
    return n;
  });

const flag = z.union([z.number(), z.enum(['0', '1']).transform(Number)]).pipe(z.number().int().min(0).max(1));

export const withdrawConfigRequest = z.object({
  is_use: flag,
  is_auto_audit: flag,
  is_auto_transfer: flag,
  rate: hundredths(100, 'a percent'),
  min: hundredths(1_000_000, 'an amount'),
  transfer_type: z
    .array(z.enum(['bank', 'alipay']))
    .min(1)
    .max(2),
});
export type WithdrawConfigInput = z.infer<typeof withdrawConfigRequest>;

/** An operator's adjustment of a member's balance (facts §4.1 from_type adjust), signed, with its reason. */
export const balanceAdjustRequest = z.object({
  member_id: idInput,
  account_type: z.enum(['balance', 'balance_money']),
  amount: z.union([z.string().max(20), z.number()]).transform((v, ctx) => {
    const n = moneyToCents(String(v));
    if (n === null || n === 0 || Math.abs(n) > 100_000_000) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a non-zero amount up to 1000000 with at most 2 decimals',
      });
      return z.NEVER;
    }
    return n;
  }),
  remark: textInput(120).min(1),
});
