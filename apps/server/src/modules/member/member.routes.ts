import { member as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { checkOwnCode, createCodeDelivery } from '../account/index.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { bindContact, checkContactFree, contactValue, sendBindCode } from './contact.service.ts';
import { memberLevelList } from './member-level.ts';
import { memberDetail, memberInfo, modifyNickname } from './member.service.ts';
import {
  checkPayPassword,
  isPayPasswordSet,
  modifyPayPassword,
  sendPayPasswordCode,
  verifyPayPasswordCode,
} from './pay-password.service.ts';
import { modifyPassword, setPassword } from './security.service.ts';
import { MEMBER_MESSAGES } from './member.messages.ts';

/** The member's own account: every call is login-forced and works on ctx.memberId only. */
export function memberRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('member', MEMBER_MESSAGES);
  const { db } = deps;
  const { limits } = deps;
  const delivery = createCodeDelivery(deps.config, db, limits, app.log);
  const call = callRegistrar(app, deps);
  const auth = 'member' as const;
  const post = { auth, read: false } as const;

  call({
    path: '/api/memberlevel/lists',
    input: contract.emptyRequest,
    handler: (_i, ctx) => memberLevelList(db, ctx.lang),
  });
  call({
    path: '/api/member/detail',
    auth,
    input: contract.emptyRequest,
    handler: (_i, ctx) => memberDetail(db, ctx.memberId, ctx.lang),
  });
  call({
    path: '/api/member/info',
    auth,
    input: contract.emptyRequest,
    handler: (_i, ctx) => memberInfo(db, ctx.memberId, ctx.lang),
  });
  call({
    path: '/api/member/modifynickname',
    ...post,
    input: contract.nicknameRequest,
    handler: (i, ctx) => modifyNickname(db, ctx.memberId, i.nickname),
  });
  call({
    path: '/api/member/modifypassword',
    ...post,
    input: contract.modifyPasswordRequest,
    handler: (i, ctx) => modifyPassword(db, limits, ctx, i),
  });
  call({
    path: '/api/member/setpassword',
    ...post,
    input: contract.setPasswordRequest,
    handler: (i, ctx) => setPassword(db, ctx, i),
  });

  call({
    path: '/api/member/paypwdcode',
    ...post,
    input: contract.payPasswordCodeRequest,
    handler: (i, ctx) => sendPayPasswordCode(db, delivery, ctx.memberId, i, ctx),
  });
  call({
    path: '/api/member/verifypaypwdcode',
    ...post,
    input: contract.verifyCodeRequest,
    handler: (i, ctx) => verifyPayPasswordCode(db, ctx.memberId, i),
  });
  call({
    path: '/api/member/modifypaypassword',
    ...post,
    input: contract.modifyPayPasswordRequest,
    handler: (i, ctx) => modifyPayPassword(db, limits, ctx.memberId, i),
  });
  call({
    path: '/api/member/checkpaypassword',
    ...post,
    input: contract.checkPayPasswordRequest,
    handler: (i, ctx) => checkPayPassword(db, limits, ctx.memberId, i.pay_password),
  });
  call({
    path: '/api/member/issetpayaassword',
    auth,
    input: contract.emptyRequest,
    handler: (_i, ctx) => isPayPasswordSet(db, ctx.memberId),
  });
  call({
    path: '/api/member/verifycode',
    ...post,
    input: contract.verifyCodeRequest,
    handler: (i, ctx) => checkOwnCode(db, ctx.memberId, i.key, i.code),
  });

  call({
    path: '/api/member/checkmobile',
    ...post,
    input: contract.checkMobileRequest,
    handler: (i, ctx) => checkContactFree(db, ctx.memberId, 'mobile', contactValue('mobile', i)),
  });
  call({
    path: '/api/member/checkemail',
    ...post,
    input: contract.checkEmailRequest,
    handler: (i, ctx) => checkContactFree(db, ctx.memberId, 'email', contactValue('email', i)),
  });
  call({
    path: '/api/member/bindmobliecode',
    ...post,
    input: contract.bindMobileCodeRequest,
    handler: (i, ctx) =>
      sendBindCode(db, delivery, ctx.memberId, 'mobile', contactValue('mobile', i), i, ctx),
  });
  call({
    path: '/api/member/bingemailcode',
    ...post,
    input: contract.bindEmailCodeRequest,
    handler: (i, ctx) => sendBindCode(db, delivery, ctx.memberId, 'email', contactValue('email', i), i, ctx),
  });
  call({
    path: '/api/member/modifymobile',
    ...post,
    input: contract.modifyMobileRequest,
    handler: (i, ctx) => bindContact(db, ctx.memberId, 'mobile', contactValue('mobile', i), i),
  });
  call({
    path: '/api/member/modifyemail',
    ...post,
    input: contract.modifyEmailRequest,
    handler: (i, ctx) => bindContact(db, ctx.memberId, 'email', contactValue('email', i), i),
  });

  avatarRoutes(app, deps);
}
