import crypto from 'node:crypto';
import {
  centsToMoney,
  moneyToCents,
  toPaged,
  type Lang,
  type Paged,
  wallet as contract,
} from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { LimitStore } from '../../platform/auth/limit-store.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { checkPayPassword } from '../member/index.ts';
import { selectBankAccount, selectDefaultBankAccount } from './bank-account.repository.ts';
import { transferTypeName } from './bank-account.service.ts';
import { selectMemberMoney } from './ledger.repository.ts';
import { ledgerNote } from './ledger-notes.ts';
import { moveBalance } from './wallet.ts';
import { feeOf, rulesToWire, withdrawRules, type WithdrawRules } from './withdraw-config.ts';
import * as repo from './withdraw.repository.ts';

/*
 * Member withdrawals (facts §4.2): the cash (balance_money) is taken at apply with its ledger row, in one
 * guarded update, so parallel requests can never take more than there is; a refusal gives it back; the
 * transfer only closes the request.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const withdrawNotFound = () => new AppError('NOT_FOUND', 'WITHDRAW_NOT_FOUND');

export function toRow(lang: Lang, r: repo.WithdrawRow): contract.WithdrawRow {
  return {
    id: r.id,
    withdraw_no: r.withdrawNo,
    apply_money: centsToMoney(r.applyMoney),
    service_money: centsToMoney(r.serviceMoney),
    money: centsToMoney(r.money),
    status: r.status,
    status_name: translate(lang, `WITHDRAW_STATUS_${r.status}` as MessageKey),
    transfer_type: r.transferType,
    transfer_type_name: transferTypeName(lang, r.transferType),
    apply_time: r.applyTime,
  };
}

export function toDetail(lang: Lang, r: repo.WithdrawRow): contract.WithdrawDetail {
  return {
    ...toRow(lang, r),
    rate: centsToMoney(r.rate),
    realname: r.realname,
    mobile: r.mobile,
    bank_name: r.bankName,
    account_number: r.accountNumber,
    audit_time: r.auditTime,
    payment_time: r.paymentTime,
    refuse_reason: r.refuseReason,
    certificate_remark: r.certificateRemark,
  };
}

/** The amount as typed: missing → 'amount required'; not a positive amount with ≤ 2 decimals → a clear refusal. */
export function amountOf(raw: string | number | undefined): number {
  const text = raw === undefined ? '' : String(raw).trim();
  if (text === '') throw new AppError('FAIL', 'WITHDRAW_AMOUNT_REQUIRED');
  const cents = moneyToCents(text);
  if (cents === null || cents <= 0) throw new AppError('PARAMETER_ERROR', 'WITHDRAW_AMOUNT_INVALID');
  return cents;
}

export async function withdrawInfo(db: Db, memberId: number): Promise<contract.WithdrawInfo> {
  const money = await selectMemberMoney(db, memberId);
  const totals = await repo.selectWithdrawTotals(db, memberId);
  return {
    member_info: {
      balance_money: centsToMoney(money?.balanceMoney ?? 0),
      balance_withdraw_apply: centsToMoney(totals.applying),
      balance_withdraw: centsToMoney(totals.withdrawn),
    },
    config: rulesToWire(await withdrawRules(db)),
  };
}

export const withdrawConfig = async (db: Db) => rulesToWire(await withdrawRules(db));

/** /api/memberwithdraw/transferType: the kinds of account paid to now, with their names. */
export async function transferTypes(db: Db, lang: Lang): Promise<Record<string, string>> {
  const rules = await withdrawRules(db);
  return Object.fromEntries(rules.transferTypes.map((t) => [t, transferTypeName(lang, t)]));
}

/**
 * The fee shown before confirming: the same checks and arithmetic the apply makes (all but the payment
 * password), so the confirmation opens only for a request that would go through.
 */
export async function withdrawFee(
  db: Db,
  memberId: number,
  raw: string | number | undefined,
  accountId: number | undefined,
): Promise<contract.WithdrawFee> {
  const rules = await withdrawRules(db);
  if (!rules.isUse) throw new AppError('FAIL', 'WITHDRAW_CLOSED');
  const amount = amountOf(raw);
  const account = await accountFor(db, memberId, accountId);
  const money = await selectMemberMoney(db, memberId);
  checkRules(rules, amount, money?.balanceMoney ?? 0, account.withdrawType);
  const fee = feeOf(amount, rules.rate);
  return {
    apply_money: centsToMoney(amount),
    service_money: centsToMoney(fee),
    money: centsToMoney(amount - fee),
  };
}

async function accountFor(db: Db, memberId: number, accountId: number | undefined) {
  if (accountId !== undefined) {
    const own = await selectBankAccount(db, memberId, accountId);
    if (!own) throw new AppError('NOT_FOUND', 'BANK_ACCOUNT_NOT_FOUND');
    return own;
  }
  const fallback = await selectDefaultBankAccount(db, memberId);
  if (!fallback) throw new AppError('FAIL', 'WITHDRAW_ACCOUNT_FIRST');
  return fallback;
}

function checkRules(rules: WithdrawRules, amount: number, cash: number, type: string) {
  if (!rules.isUse) throw new AppError('FAIL', 'WITHDRAW_CLOSED');
  if (!(rules.transferTypes as string[]).includes(type)) throw new AppError('FAIL', 'WITHDRAW_TYPE_OFF');
  if (amount < rules.min)
    throw new AppError('FAIL', 'WITHDRAW_BELOW_MIN', { params: { min: centsToMoney(rules.min) } });
  if (amount > cash) throw new AppError('FAIL', 'WITHDRAW_EXCEEDS');
}

const answerOf = (row: repo.WithdrawRow) => ({ id: row.id, withdraw_no: row.withdrawNo, status: row.status });

/**
 * A withdrawal request (facts §4.2): it starts pending; the auto-audit and auto-transfer settings are acted on
 * by the jobs runner (withdraw-auto.ts). With an idempotency key a retry answers the first request, so a
 * double click or a replayed call never freezes the cash twice.
 */
export async function applyWithdraw(
  db: Db,
  limits: LimitStore,
  memberId: number,
  input: {
    apply_money?: string | number | undefined;
    account_id?: number | undefined;
    pay_password: string;
    idempotency_key?: string | undefined;
  },
): Promise<{ id: number; withdraw_no: string; status: number }> {
  const key = input.idempotency_key ?? '';
  const earlier = key ? await repo.selectWithdrawByKey(db, memberId, key) : undefined;
  if (earlier) return answerOf(earlier);
  const rules = await withdrawRules(db);
  if (!rules.isUse) throw new AppError('FAIL', 'WITHDRAW_CLOSED');
  const amount = amountOf(input.apply_money);
  const account = await accountFor(db, memberId, input.account_id);
  const money = await selectMemberMoney(db, memberId);
  checkRules(rules, amount, money?.balanceMoney ?? 0, account.withdrawType);
  await checkPayPassword(db, limits, memberId, input.pay_password);
  const now = nowSeconds();
  const fee = feeOf(amount, rules.rate);
  const withdrawNo = `W${now}${crypto.randomInt(100_000, 1_000_000)}${memberId}`;
  const row = await db.transaction(async (tx: Tx) => {
    // The key first: a parallel retry waits here for this request and then reads it instead of applying.
    const inserted = await repo.insertWithdraw(tx, {
      withdrawNo,
      memberId,
      memberName: money?.username ?? money?.nickname ?? '',
      transferType: account.withdrawType,
      realname: account.realname,
      mobile: account.mobile,
      bankName: account.branchBankName,
      accountNumber: account.bankAccount,
      applyMoney: amount,
      rate: rules.rate,
      serviceMoney: fee,
      money: amount - fee,
      applyTime: now,
      idemKey: key,
    });
    if (!inserted) {
      const first = key ? await repo.selectWithdrawByKey(tx, memberId, key) : undefined;
      // Without a key only a clash of the random withdraw_no lands here: a bug-level rarity, not a refusal.
      if (!first) throw new Error('withdraw_no clash');
      return first;
    }
    // The guard: parallel requests each take their amount only while the cash covers it.
    await moveBalance(
      tx,
      memberId,
      'balance_money',
      -amount,
      { fromType: 'withdraw', remark: ledgerNote('withdrawApply', withdrawNo), tag: withdrawNo },
      now,
      () => new AppError('FAIL', 'WITHDRAW_EXCEEDS'),
    );
    return inserted;
  });
  return answerOf(row);
}

export async function withdrawPage(
  db: Db,
  lang: Lang,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Paged<contract.WithdrawRow>> {
  const { rows, total } = await repo.selectWithdrawPage(db, { memberId }, page, pageSize);
  return toPaged(
    rows.map((r) => toRow(lang, r)),
    total,
    pageSize,
  );
}

export async function withdrawDetail(db: Db, lang: Lang, memberId: number, id: number) {
  const row = await repo.selectWithdraw(db, id, memberId);
  if (!row) throw withdrawNotFound();
  return toDetail(lang, row);
}
