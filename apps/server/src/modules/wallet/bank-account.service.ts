import { memberAddress, toPaged, type Lang, type Paged, wallet as contract } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import * as repo from './bank-account.repository.ts';

/** A member's withdrawal accounts (facts §4.2 member_bank_account): owner only; the default stays. */

const nowSeconds = () => Math.floor(Date.now() / 1000);
const notFound = () => new AppError('NOT_FOUND', 'BANK_ACCOUNT_NOT_FOUND');

export const transferTypeName = (lang: Lang, type: string) =>
  translate(lang, type === 'alipay' ? 'TRANSFER_alipay' : 'TRANSFER_bank');

export function toWire(lang: Lang, r: repo.BankAccountRow): contract.BankAccount {
  return {
    id: r.id,
    realname: r.realname,
    mobile: r.mobile,
    withdraw_type: r.withdrawType as contract.WithdrawType,
    withdraw_type_name: transferTypeName(lang, r.withdrawType),
    branch_bank_name: r.branchBankName,
    bank_account: r.bankAccount,
    is_default: r.isDefault,
  };
}

function checkedValues(input: contract.BankAccountInput): repo.BankAccountValues {
  // The spec's text: the PC client offers wechat, the mall pays out only to bank cards and Alipay.
  if (input.withdraw_type === 'wechatpay') throw new AppError('FAIL', 'WITHDRAW_WECHAT');
  if (!memberAddress.MOBILE_RE.test(input.mobile))
    throw new AppError('PARAMETER_ERROR', 'BANK_ACCOUNT_MOBILE_FORMAT');
  const bank = input.withdraw_type === 'bank';
  if (bank && !input.branch_bank_name) throw new AppError('PARAMETER_ERROR', 'BANK_ACCOUNT_BANK_REQUIRED');
  return {
    realname: input.realname,
    mobile: input.mobile,
    withdrawType: input.withdraw_type,
    branchBankName: bank ? input.branch_bank_name : '',
    bankAccount: input.bank_account,
  };
}

export async function bankAccountPage(
  db: Db,
  lang: Lang,
  memberId: number,
  page: number,
  pageSize: number,
): Promise<Paged<contract.BankAccount>> {
  const { rows, total } = await repo.selectBankAccountPage(db, memberId, page, pageSize);
  return toPaged(
    rows.map((r) => toWire(lang, r)),
    total,
    pageSize,
  );
}

export async function bankAccountInfo(db: Db, lang: Lang, memberId: number, id: number) {
  const row = await repo.selectBankAccount(db, memberId, id);
  if (!row) throw notFound();
  return toWire(lang, row);
}

/** The account a withdrawal goes to when none is named: the default (null when the member has none). */
export async function defaultBankAccount(db: Db, lang: Lang, memberId: number) {
  const row = await repo.selectDefaultBankAccount(db, memberId);
  return row ? toWire(lang, row) : null;
}

export async function addBankAccount(db: Db, memberId: number, input: contract.BankAccountInput) {
  const values = checkedValues(input);
  return db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    const existing = await repo.countBankAccounts(tx, memberId);
    if (existing >= contract.BANK_ACCOUNT_MAX) {
      throw new AppError('FAIL', 'BANK_ACCOUNT_LIMIT', { params: { max: contract.BANK_ACCOUNT_MAX } });
    }
    const isDefault = existing === 0 || input.is_default === 1 ? 1 : 0;
    if (isDefault) await repo.clearDefault(tx, memberId);
    return repo.insertBankAccount(tx, memberId, { ...values, isDefault }, nowSeconds());
  });
}

export async function editBankAccount(
  db: Db,
  memberId: number,
  id: number,
  input: contract.BankAccountInput,
) {
  const values = checkedValues(input);
  await db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    const row = await repo.selectBankAccount(tx, memberId, id);
    if (!row) throw notFound();
    const isDefault = row.isDefault === 1 || input.is_default === 1 ? 1 : 0;
    if (isDefault) await repo.clearDefault(tx, memberId, id);
    await repo.updateBankAccount(tx, memberId, id, { ...values, isDefault, modifyTime: nowSeconds() });
  });
  return id;
}

export async function setDefaultBankAccount(db: Db, memberId: number, id: number) {
  await db.transaction(async (tx: Tx) => {
    await repo.lockMember(tx, memberId);
    if (!(await repo.selectBankAccount(tx, memberId, id))) throw notFound();
    await repo.clearDefault(tx, memberId, id);
    await repo.updateBankAccount(tx, memberId, id, { isDefault: 1, modifyTime: nowSeconds() });
  });
  return id;
}

export async function deleteBankAccount(db: Db, memberId: number, id: number) {
  if (await repo.deleteNonDefault(db, memberId, id)) return id;
  // Nothing went: the account is not the member's, or it is the default (spec §5).
  if (await repo.selectBankAccount(db, memberId, id))
    throw new AppError('FAIL', 'BANK_ACCOUNT_DEFAULT_UNDELETABLE');
  throw notFound();
}
