import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './wallet.repository.ts';

/*
 * The wallet owns member money (facts §4.1): member.balance ("stored", not withdrawable), member.balance_money
 * ("cash") and their ledger member_account. Every change of an amount writes one signed ledger row per account
 * it touched, in the caller's transaction.
 */

type DbOrTx = Db | Tx;
export type { BalanceAmount } from './wallet.repository.ts';

/** One part of a balance change: the amounts and what they were for (type_tag, e.g. the order number). */
export interface BalancePart extends repo.BalanceAmount {
  tag: string;
}

/** Why money moved, as the ledger records it (from_type 'order' spent on an order, 'refund' given back …). */
export interface BalanceCause {
  fromType: string;
  remark: string;
}

function ledgerRows(memberId: number, parts: BalancePart[], sign: 1 | -1, cause: BalanceCause, now: number) {
  const rows = parts.flatMap((p) => [
    { accountType: 'balance', amount: p.stored, tag: p.tag },
    { accountType: 'balance_money', amount: p.cash, tag: p.tag },
  ]);
  return rows
    .filter((r) => r.amount > 0)
    .map((r) => ({
      memberId,
      accountType: r.accountType,
      accountData: sign * r.amount,
      fromType: cause.fromType,
      typeTag: r.tag,
      remark: cause.remark,
      createTime: now,
    }));
}

const total = (parts: BalancePart[]) => ({
  stored: parts.reduce((s, p) => s + p.stored, 0),
  cash: parts.reduce((s, p) => s + p.cash, 0),
});

/** Spends the parts' sum at once (guarded: never below zero) and writes the ledger; false when short. */
export async function spendBalance(
  tx: DbOrTx,
  memberId: number,
  parts: BalancePart[],
  cause: BalanceCause,
  now: number,
): Promise<boolean> {
  const sum = total(parts);
  if (sum.stored + sum.cash === 0) return true;
  if (!(await repo.decreaseBalance(tx, memberId, sum))) return false;
  await repo.insertLedger(tx, ledgerRows(memberId, parts, -1, cause, now));
  return true;
}

/** Gives money back to the accounts it came from, with its ledger rows. */
export async function returnBalance(
  tx: DbOrTx,
  memberId: number,
  part: BalancePart,
  cause: BalanceCause,
  now: number,
): Promise<void> {
  if (part.stored + part.cash === 0) return;
  await repo.increaseBalance(tx, memberId, part);
  await repo.insertLedger(tx, ledgerRows(memberId, [part], 1, cause, now));
}

/** Gives points (a manjian step's reward on payment) with their ledger row in account 'point'. */
export async function givePoints(
  tx: DbOrTx,
  memberId: number,
  point: number,
  cause: BalanceCause & { tag: string },
  now: number,
): Promise<void> {
  if (point <= 0) return;
  await repo.increasePoint(tx, memberId, point);
  await repo.insertLedger(tx, [
    {
      memberId,
      accountType: 'point',
      accountData: point,
      fromType: cause.fromType,
      typeTag: cause.tag,
      remark: cause.remark,
      createTime: now,
    },
  ]);
}

/**
 * Moves one balance account by a signed amount with its ledger row (withdrawal apply and refusal, operator
 * adjustments). A move that would make the account negative changes nothing and throws ACCOUNT_EMPTY, or
 * the caller's own refusal when it gives one.
 */
export async function moveBalance(
  tx: DbOrTx,
  memberId: number,
  account: 'balance' | 'balance_money',
  delta: number,
  cause: BalanceCause & { tag: string },
  now: number,
  refusal: () => Error = () => new AppError('FAIL', 'ACCOUNT_EMPTY'),
): Promise<void> {
  if (delta === 0) return;
  if (!(await repo.changeBalanceAccount(tx, memberId, account, delta))) throw refusal();
  await repo.insertLedger(tx, [
    {
      memberId,
      accountType: account,
      accountData: delta,
      fromType: cause.fromType,
      typeTag: cause.tag,
      remark: cause.remark,
      createTime: now,
    },
  ]);
}
