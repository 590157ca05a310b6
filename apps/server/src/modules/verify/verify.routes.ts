import { member as memberContract, verify } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { addClerk, listClerks, removeClerk } from './verifier.service.ts';
import { VERIFY_MESSAGES } from './verify.messages.ts';
import { isVerifier, verifyInfo, verifyRecords, verifyTypes, writeOff } from './verify.service.ts';

/**
 * The write-off counter's calls (facts §2.8, `/api/verify/…`, login-forced; the clerk's shops come from the
 * member's bindings) and the merchant console's clerk calls (`/merchant/api/verifier/…`, the session's shop).
 */
export function verifyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('verify', VERIFY_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  const auth = 'member' as const;
  call({
    path: '/api/verify/getVerifyType',
    input: memberContract.emptyRequest,
    handler: (_i, ctx) => verifyTypes(ctx.lang),
  });
  call({
    path: '/api/verify/checkisverifier',
    auth,
    input: memberContract.emptyRequest,
    handler: (_i, ctx) => isVerifier(db, ctx.memberId),
  });
  call({
    path: '/api/verify/verifyInfo',
    auth,
    input: verify.verifyCodeRequest,
    handler: (i, ctx) => verifyInfo(db, ctx.memberId, i.verify_code, ctx.lang),
  });
  call({
    path: '/api/verify/verify',
    auth,
    read: false,
    input: verify.verifyCodeRequest,
    handler: (i, ctx) => writeOff(db, ctx.memberId, i.verify_code, ctx.lang),
  });
  call({
    path: '/api/verify/lists',
    auth,
    input: verify.verifyListRequest,
    handler: (i, ctx) => verifyRecords(db, ctx.memberId, i, ctx.lang),
  });
  clerkCalls(app, deps);
}

/** The owner's write-off clerks (the role table lets only shop_owner make these calls). */
function clerkCalls(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/merchant/api/verifier/lists',
    input: verify.verifierListRequest,
    auth: 'merchant',
    handler: (input, ctx) => listClerks(db, ctx.siteId, input),
  });
  call({
    path: '/merchant/api/verifier/add',
    input: verify.verifierAddRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => addClerk(db, ctx, input.account),
  });
  call({
    path: '/merchant/api/verifier/delete',
    input: verify.verifierDeleteRequest,
    auth: 'merchant',
    read: false,
    handler: (input, ctx) => removeClerk(db, ctx, input.verifier_id),
  });
}
