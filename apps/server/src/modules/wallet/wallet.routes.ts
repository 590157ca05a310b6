import { wallet as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { accountInfo, accountPage } from './account.service.ts';
import * as accounts from './bank-account.service.ts';
import * as withdraw from './withdraw.service.ts';
import { WALLET_MESSAGES } from './wallet.messages.ts';
import { LEDGER_NOTE_MESSAGES } from './ledger-notes.messages.ts';

/** The member's wallet calls (facts §4.1, §4.2): login-forced, every row the session member's own. */
export function walletRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('wallet', WALLET_MESSAGES);
  registerMessages('ledgerNotes', LEDGER_NOTE_MESSAGES);
  const { db, limits } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/memberaccount/info',
    input: contract.accountInfoRequest,
    auth: 'member',
    handler: (_input, ctx) => accountInfo(db, ctx.memberId),
  });
  call({
    path: '/api/memberaccount/page',
    input: contract.accountPageRequest,
    auth: 'member',
    handler: (input, ctx) => accountPage(db, ctx.lang, ctx.memberId, input),
  });
  bankAccountCalls(call, deps);
  call({
    path: '/api/memberwithdraw/info',
    input: contract.emptyRequest,
    auth: 'member',
    handler: (_input, ctx) => withdraw.withdrawInfo(db, ctx.memberId),
  });
  call({
    path: '/api/memberwithdraw/config',
    input: contract.emptyRequest,
    auth: 'member',
    handler: () => withdraw.withdrawConfig(db),
  });
  call({
    path: '/api/memberwithdraw/transferType',
    input: contract.emptyRequest,
    auth: 'member',
    handler: (_input, ctx) => withdraw.transferTypes(db, ctx.lang),
  });
  call({
    path: '/api/memberwithdraw/fee',
    input: contract.withdrawFeeRequest,
    auth: 'member',
    handler: (input, ctx) => withdraw.withdrawFee(db, ctx.memberId, input.apply_money, input.account_id),
  });
  call({
    path: '/api/memberwithdraw/apply',
    input: contract.withdrawApplyRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => withdraw.applyWithdraw(db, limits, ctx.memberId, input),
  });
  call({
    path: '/api/memberwithdraw/page',
    input: contract.withdrawPageRequest,
    auth: 'member',
    handler: (input, ctx) => withdraw.withdrawPage(db, ctx.lang, ctx.memberId, input.page, input.page_size),
  });
  call({
    path: '/api/memberwithdraw/detail',
    input: contract.withdrawDetailRequest,
    auth: 'member',
    handler: (input, ctx) => withdraw.withdrawDetail(db, ctx.lang, ctx.memberId, input.id),
  });
}

function bankAccountCalls(call: ReturnType<typeof callRegistrar>, { db }: AppDeps): void {
  call({
    path: '/api/memberbankaccount/page',
    input: contract.bankAccountPageRequest,
    auth: 'member',
    handler: (input, ctx) =>
      accounts.bankAccountPage(db, ctx.lang, ctx.memberId, input.page, input.page_size),
  });
  call({
    path: '/api/memberbankaccount/info',
    input: contract.bankAccountIdRequest,
    auth: 'member',
    handler: (input, ctx) => accounts.bankAccountInfo(db, ctx.lang, ctx.memberId, input.id),
  });
  call({
    path: '/api/memberbankaccount/defaultinfo',
    input: contract.emptyRequest,
    auth: 'member',
    handler: (_input, ctx) => accounts.defaultBankAccount(db, ctx.lang, ctx.memberId),
  });
  call({
    path: '/api/memberbankaccount/add',
    input: contract.bankAccountAddRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => accounts.addBankAccount(db, ctx.memberId, input),
  });
  call({
    path: '/api/memberbankaccount/edit',
    input: contract.bankAccountEditRequest,
    auth: 'member',
    read: false,
    handler: ({ id, ...input }, ctx) => accounts.editBankAccount(db, ctx.memberId, id, input),
  });
  call({
    path: '/api/memberbankaccount/setdefault',
    input: contract.bankAccountIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => accounts.setDefaultBankAccount(db, ctx.memberId, input.id),
  });
  call({
    path: '/api/memberbankaccount/delete',
    input: contract.bankAccountIdRequest,
    auth: 'member',
    read: false,
    handler: (input, ctx) => accounts.deleteBankAccount(db, ctx.memberId, input.id),
  });
}
