import { account } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { callRegistrar } from '../../platform/call.ts';
import { emailCodeLogin, mobileCodeLogin, sendEmailCode, sendMobileCode } from './code-login.service.ts';
import { createCodeDelivery } from './codes.service.ts';
import { checkFindPasswordCode, resetPassword } from './find-password.service.ts';
import { registerByEmail, registerByMobile, registerByUsername } from './register.service.ts';

/** Calls that send codes, and the logins, registrations and password recovery that use them. */
export function codeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const delivery = createCodeDelivery(deps.config, db, deps.limits, app.log);
  const call = callRegistrar(app, deps);
  const post = { read: false } as const;

  for (const path of ['/api/login/mobileCode', '/api/login/loginmobilecode']) {
    call({
      path,
      ...post,
      input: account.mobileCodeRequest,
      handler: (input, ctx) => sendMobileCode(db, delivery, 'login', input, ctx),
    });
  }
  call({
    path: '/api/register/mobileCode',
    ...post,
    input: account.mobileCodeRequest,
    handler: (input, ctx) => sendMobileCode(db, delivery, 'register', input, ctx),
  });
  call({
    path: '/api/findpassword/mobilecode',
    ...post,
    input: account.mobileCodeRequest,
    handler: (input, ctx) => sendMobileCode(db, delivery, 'find', input, ctx),
  });
  call({
    path: '/api/login/loginemailcode',
    ...post,
    input: account.emailCodeRequest,
    handler: (input, ctx) => sendEmailCode(db, delivery, 'login', input, ctx),
  });
  call({
    path: '/api/register/emailCode',
    ...post,
    input: account.emailCodeRequest,
    handler: (input, ctx) => sendEmailCode(db, delivery, 'register', input, ctx),
  });

  call({
    path: '/api/login/mobile',
    ...post,
    input: account.mobileLoginRequest,
    handler: (i, ctx) => mobileCodeLogin(db, i, ctx.ip),
  });
  call({
    path: '/api/login/emailcodelogin',
    ...post,
    input: account.emailLoginRequest,
    handler: (i, ctx) => emailCodeLogin(db, i, ctx.ip),
  });
  for (const path of ['/api/login/register', '/api/register/username']) {
    call({
      path,
      ...post,
      input: account.usernameRegisterRequest,
      handler: (i, ctx) => registerByUsername(db, i, ctx.ip),
    });
  }
  call({
    path: '/api/register/mobile',
    ...post,
    input: account.mobileRegisterRequest,
    handler: (i, ctx) => registerByMobile(db, i, ctx.ip),
  });
  call({
    path: '/api/login/emailregister',
    ...post,
    input: account.emailRegisterRequest,
    handler: (i, ctx) => registerByEmail(db, i, ctx.ip),
  });
  call({
    path: '/api/findpassword/checkcode',
    ...post,
    input: account.findPasswordCheckRequest,
    handler: (i) => checkFindPasswordCode(db, i),
  });
  call({
    path: '/api/findpassword/mobile',
    ...post,
    input: account.findPasswordRequest,
    handler: (i) => resetPassword(db, deps.limits, i),
  });
}
