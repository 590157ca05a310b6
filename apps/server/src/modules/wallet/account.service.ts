import { centsToMoney, toPaged, type Lang, type Paged, wallet as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import * as ledger from './ledger.repository.ts';
import { ledgerRemark } from './ledger-notes.ts';
import { selectWithdrawTotals } from './withdraw.repository.ts';

/** /api/memberaccount/*: the member's balances and the ledger behind them (facts §4.1). */

const MONEY_TYPES = new Set(['balance', 'balance_money']);
const KNOWN_FROM = new Set<string>(contract.LEDGER_FROM_TYPES);

export const ledgerTypeName = (lang: Lang, fromType: string) =>
  translate(lang, (KNOWN_FROM.has(fromType) ? `LEDGER_${fromType}` : 'LEDGER_other') as MessageKey);

export async function accountInfo(db: Db, memberId: number): Promise<contract.AccountInfo> {
  const row = await ledger.selectMemberMoney(db, memberId);
  if (!row) throw notFound();
  const totals = await selectWithdrawTotals(db, memberId);
  return {
    balance: centsToMoney(row.balance),
    balance_money: centsToMoney(row.balanceMoney),
    balance_total: centsToMoney(row.balance + row.balanceMoney),
    balance_withdraw_apply: centsToMoney(totals.applying),
    balance_withdraw: centsToMoney(totals.withdrawn),
    point: row.point,
    growth: row.growth,
  };
}

function accountTypesOf(accountType: string): string[] {
  return accountType === 'balance' || accountType === 'balance,balance_money'
    ? ['balance', 'balance_money']
    : [accountType];
}

export async function accountPage(
  db: Db,
  lang: Lang,
  memberId: number,
  input: { account_type: string; from_type?: string | undefined; page: number; page_size: number },
): Promise<Paged<contract.LedgerEntry>> {
  const filter = { accountTypes: accountTypesOf(input.account_type), fromType: input.from_type };
  const { rows, total } = await ledger.selectLedgerPage(db, memberId, filter, input.page, input.page_size);
  const list = rows.map((r): contract.LedgerEntry => ({
    id: r.id,
    account_type: r.accountType as contract.AccountType,
    account_data: MONEY_TYPES.has(r.accountType) ? centsToMoney(r.accountData) : String(r.accountData),
    from_type: r.fromType,
    type_name: ledgerTypeName(lang, r.fromType),
    type_tag: r.typeTag,
    remark: ledgerRemark(lang, r.remark),
    create_time: r.createTime,
  }));
  return toPaged(list, total, input.page_size);
}

/** The reconciliation: every member column that is not the sum of its ledger entries (empty when in step). */
export const ledgerMismatches = (db: Db) => ledger.selectLedgerMismatches(db);
export const memberCount = (db: Db) => ledger.selectMemberCount(db);
