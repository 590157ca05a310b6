import { toPaged, type Lang, type Paged, operatorWallet as contract, wallet } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import type { OperatorContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { selectMemberMoney } from './ledger.repository.ts';
import { moveBalance } from './wallet.ts';
import { rulesToWire, saveWithdrawRules, withdrawRules } from './withdraw-config.ts';
import * as repo from './withdraw.repository.ts';
import { toDetail, withdrawNotFound } from './withdraw.service.ts';

/*
 * The operator's side of withdrawals (facts §4.2): approve (0 → 1, or straight to 2 with auto-transfer),
 * refuse with a reason (0 → -1, the cash back with its ledger row), mark transferred with a voucher note
 * (1 → 2). Each move is one guarded update, so two operators clicking at once act once.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const S = wallet.WITHDRAW_STATUS;

const toAdminRow = (lang: Lang, r: repo.WithdrawRow): contract.OperatorWithdrawRow => ({
  ...toDetail(lang, r),
  member_id: r.memberId,
  member_name: r.memberName,
});

export async function adminWithdrawPage(
  db: Db,
  lang: Lang,
  input: { status?: number | undefined; withdraw_no?: string | undefined; page: number; page_size: number },
): Promise<Paged<contract.OperatorWithdrawRow>> {
  const filter = { status: input.status, withdrawNo: input.withdraw_no };
  const { rows, total } = await repo.selectWithdrawPage(db, filter, input.page, input.page_size);
  return toPaged(
    rows.map((r) => toAdminRow(lang, r)),
    total,
    input.page_size,
  );
}

async function settle(
  db: Db,
  ctx: OperatorContext,
  id: number,
  move: (tx: Tx, before: repo.WithdrawRow, now: number) => Promise<repo.WithdrawRow | undefined>,
) {
  return db.transaction(async (tx: Tx) => {
    const before = await repo.selectWithdraw(tx, id);
    if (!before) throw withdrawNotFound();
    const after = await move(tx, before, nowSeconds());
    if (!after) throw new AppError('FAIL', 'WITHDRAW_STATE_CHANGED');
    await ctx.audit(tx, { target: 'member_withdraw', targetId: id, before, after });
    return toAdminRow(ctx.lang, after);
  });
}

export const agreeWithdraw = (db: Db, ctx: OperatorContext, id: number) =>
  settle(db, ctx, id, async (tx, _before, now) => {
    const rules = await withdrawRules(tx);
    const values = rules.isAutoTransfer
      ? { status: S.transferred, auditTime: now, paymentTime: now }
      : { status: S.approved, auditTime: now };
    return repo.moveWithdraw(tx, id, [S.pending], values);
  });

export const refuseWithdraw = (db: Db, ctx: OperatorContext, id: number, reason: string) =>
  settle(db, ctx, id, async (tx, before, now) => {
    const after = await repo.moveWithdraw(tx, id, [S.pending], {
      status: S.refused,
      auditTime: now,
      refuseReason: reason,
    });
    if (!after) return undefined;
    // The member reads the reason beside the money coming back.
    const cause = { fromType: 'withdraw', remark: reason, tag: before.withdrawNo };
    await moveBalance(tx, before.memberId, 'balance_money', before.applyMoney, cause, now);
    return after;
  });

export const transferWithdraw = (db: Db, ctx: OperatorContext, id: number, remark: string) =>
  settle(db, ctx, id, (tx, _before, now) =>
    repo.moveWithdraw(tx, id, [S.approved], {
      status: S.transferred,
      paymentTime: now,
      certificateRemark: remark,
    }),
  );

export const adminWithdrawConfig = async (db: Db) => rulesToWire(await withdrawRules(db));

export async function saveWithdrawConfig(db: Db, ctx: OperatorContext, input: contract.WithdrawConfigInput) {
  const before = await adminWithdrawConfig(db);
  await db.transaction(async (tx: Tx) => {
    await saveWithdrawRules(tx, {
      isUse: input.is_use,
      isAutoAudit: input.is_auto_audit,
      isAutoTransfer: input.is_auto_transfer,
      rate: input.rate,
      min: input.min,
      transferTypes: [...new Set(input.transfer_type)],
    });
    await ctx.audit(tx, { target: 'withdraw_config', targetId: 0, before, after: input });
  });
  return adminWithdrawConfig(db);
}

/** An operator's adjustment of a member's stored value or cash, with its ledger row; never below zero. */
export async function adjustBalance(
  db: Db,
  ctx: OperatorContext,
  input: { member_id: number; account_type: 'balance' | 'balance_money'; amount: number; remark: string },
) {
  const before = await selectMemberMoney(db, input.member_id);
  if (!before) throw notFound();
  await db.transaction(async (tx: Tx) => {
    const cause = { fromType: 'adjust', remark: input.remark, tag: ctx.accountName };
    await moveBalance(tx, input.member_id, input.account_type, input.amount, cause, nowSeconds());
    const after = await selectMemberMoney(tx, input.member_id);
    await ctx.audit(tx, { target: 'member_balance', targetId: input.member_id, before, after });
  });
  return input.member_id;
}
