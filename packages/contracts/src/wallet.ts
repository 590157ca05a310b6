import { z } from './zod.ts';
import { IDEMPOTENCY_KEY_RE } from './checkout.ts';
import { idInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/*
 * The member's wallet (facts §4.1, §4.2): balances with their ledger (/api/memberaccount/*), withdrawal
 * accounts (/api/memberbankaccount/*) and withdrawals (/api/memberwithdraw/*). Money is a 2-decimal string.
 */

export const ACCOUNT_TYPES = ['balance', 'balance_money', 'point', 'growth'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Ledger causes a member can filter by (facts §4.1 from_type keys). */
export const LEDGER_FROM_TYPES = [
  'order',
  'refund',
  'withdraw',
  'adjust',
  'memberrecharge',
  'signin',
  'register',
  'manjian',
  'memberconsume',
] as const;

/** "balance" lists both balance kinds (facts §4.1), as does the original's "balance,balance_money". */
const accountTypeInput = z.enum(['balance', 'balance_money', 'point', 'growth', 'balance,balance_money']);

export const accountInfoRequest = z.object({ account_type: accountTypeInput.optional().default('balance') });
export const accountPageRequest = pagingSchema.extend({
  account_type: accountTypeInput.optional().default('balance'),
  from_type: optionalInput(z.enum(LEDGER_FROM_TYPES)),
});

export interface AccountInfo {
  /** Stored value: spendable, not withdrawable. */
  balance: string;
  /** Cash: spendable and withdrawable. */
  balance_money: string;
  balance_total: string;
  /** Cash in withdrawals not yet transferred, and cash withdrawn so far. */
  balance_withdraw_apply: string;
  balance_withdraw: string;
  point: number;
  growth: number;
}

export interface LedgerEntry {
  id: number;
  account_type: AccountType;
  /** Signed: money as "-12.50" for the balance kinds, a whole number for points and growth. */
  account_data: string;
  from_type: string;
  type_name: string;
  type_tag: string;
  remark: string;
  create_time: number;
}

// ---- withdrawal accounts ----------------------------------------------------------------------------------

export const WITHDRAW_TYPES = ['bank', 'alipay'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];
export const BANK_ACCOUNT_MAX = 10;

/** wechatpay is a known type the mall refuses with the spec's text, so it passes the schema. */
export const bankAccountFieldsSchema = z.object({
  realname: textInput(50).min(1),
  mobile: textInput(20),
  withdraw_type: z.enum(['bank', 'alipay', 'wechatpay']),
  branch_bank_name: textInput(60).optional().default(''),
  bank_account: textInput(40).min(1),
  is_default: z
    .union([z.number(), z.enum(['0', '1']).transform(Number)])
    .pipe(z.number().int().min(0).max(1))
    .optional()
    .default(0),
});
export type BankAccountInput = z.infer<typeof bankAccountFieldsSchema>;
export const bankAccountAddRequest = bankAccountFieldsSchema;
export const bankAccountEditRequest = bankAccountFieldsSchema.extend({ id: idInput });
export const bankAccountIdRequest = z.object({ id: idInput });
export const bankAccountPageRequest = pagingSchema;

export interface BankAccount {
  id: number;
  realname: string;
  mobile: string;
  withdraw_type: WithdrawType;
  withdraw_type_name: string;
  branch_bank_name: string;
  bank_account: string;
  is_default: number;
}

// ---- withdrawals ------------------------------------------------------------------------------------------

export const WITHDRAW_STATUS = { refused: -1, pending: 0, approved: 1, transferred: 2 } as const;

/**
 * apply_money stays loose here so the server can answer the spec's own texts ('amount required', a clear
 * 'enter a valid amount'); the account is one of the member's, the default one when left out.
 */
export const withdrawApplyRequest = z.object({
  apply_money: z.union([z.string().max(40), z.number()]).optional(),
  account_id: optionalInput(idInput),
  pay_password: textInput(20).optional().default(''),
  /** One key per confirmation: a retried apply with the same key answers the first request, freezing once. */
  idempotency_key: optionalInput(z.string().regex(IDEMPOTENCY_KEY_RE, '8–64 letters, digits, - or _')),
});
export const withdrawFeeRequest = withdrawApplyRequest.pick({ apply_money: true, account_id: true });
export const withdrawPageRequest = pagingSchema;
export const withdrawDetailRequest = z.object({ id: idInput });

export interface WithdrawConfig {
  is_use: number;
  is_auto_audit: number;
  is_auto_transfer: number;
  /** Fee in percent, e.g. "1.50". */
  rate: string;
  /** The smallest amount one may ask for. */
  min: string;
  transfer_type: WithdrawType[];
}

export interface WithdrawInfo {
  member_info: { balance_money: string; balance_withdraw_apply: string; balance_withdraw: string };
  config: WithdrawConfig;
}

export interface WithdrawFee {
  apply_money: string;
  service_money: string;
  money: string;
}

export interface WithdrawRow {
  id: number;
  withdraw_no: string;
  apply_money: string;
  service_money: string;
  money: string;
  status: number;
  status_name: string;
  transfer_type: string;
  transfer_type_name: string;
  apply_time: number;
}

export interface WithdrawDetail extends WithdrawRow {
  rate: string;
  realname: string;
  mobile: string;
  bank_name: string;
  account_number: string;
  audit_time: number;
  payment_time: number;
  refuse_reason: string;
  certificate_remark: string;
}

/** Calls that take no field of their own (the common fields every call carries aside). */
export const emptyRequest = z.object({});
