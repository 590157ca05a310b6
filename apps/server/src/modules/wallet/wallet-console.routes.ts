import { consoleSession, operatorWallet as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import * as admin from './withdraw-admin.service.ts';
import { WALLET_MESSAGES } from './wallet.messages.ts';

/** The operator's wallet calls: withdrawal audit and transfer, the withdrawal rules, balance adjustments. */
export function walletConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('wallet', WALLET_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/operator/api/withdraw/lists',
    input: contract.withdrawListRequest,
    auth: 'operator',
    handler: (input, ctx) => admin.adminWithdrawPage(db, ctx.lang, input),
  });
  call({
    path: '/operator/api/withdraw/agree',
    input: contract.withdrawIdRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => admin.agreeWithdraw(db, ctx, input.id),
  });
  call({
    path: '/operator/api/withdraw/refuse',
    input: contract.withdrawRefuseRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => admin.refuseWithdraw(db, ctx, input.id, input.refuse_reason),
  });
  call({
    path: '/operator/api/withdraw/transfer',
    input: contract.withdrawTransferRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => admin.transferWithdraw(db, ctx, input.id, input.certificate_remark),
  });
  call({
    path: '/operator/api/withdraw/config',
    input: consoleSession.consoleEmptyRequest,
    auth: 'operator',
    handler: () => admin.adminWithdrawConfig(db),
  });
  call({
    path: '/operator/api/withdraw/saveconfig',
    input: contract.withdrawConfigRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => admin.saveWithdrawConfig(db, ctx, input),
  });
  call({
    path: '/operator/api/member/adjustbalance',
    input: contract.balanceAdjustRequest,
    auth: 'operator',
    read: false,
    handler: (input, ctx) => admin.adjustBalance(db, ctx, input),
  });
}
