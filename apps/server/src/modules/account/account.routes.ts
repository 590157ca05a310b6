import { account } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerSessionHolderRule, revokeSession } from '../../platform/auth/session-store.ts';
import { callRegistrar } from '../../platform/call.ts';
import { registerMessages } from '../../platform/i18n/messages.ts';
import { readDocument } from '../site/index.ts';
import { ACTIVE_MEMBER_SESSIONS } from './account.repository.ts';
import { newCaptcha } from './captcha.service.ts';
import { countryList } from './countries.ts';
import { passwordLogin } from './login.service.ts';
import { registerConfig } from './register-config.service.ts';
import { ACCOUNT_MESSAGES } from './account.messages.ts';

/** Captcha, password login, logout and the public registration settings. */
export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('account', ACCOUNT_MESSAGES);
  registerSessionHolderRule(ACTIVE_MEMBER_SESSIONS);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/captcha/captcha',
    input: account.captchaRequest,
    handler: (input) => newCaptcha(db, input.captcha_id),
  });
  call({
    path: '/api/login/login',
    input: account.loginRequest,
    read: false,
    handler: (input, ctx) => passwordLogin(db, deps.limits, input, ctx.ip),
  });
  call({
    path: '/api/login/logout',
    input: account.emptyRequest,
    read: false,
    handler: async (_input, ctx) => {
      if (ctx.token) await revokeSession(db, ctx.token);
      return true;
    },
  });
  call({
    path: '/api/login/getCountry',
    input: account.emptyRequest,
    handler: (_input, ctx) => countryList(ctx.lang),
  });
  call({
    path: '/api/register/config',
    input: account.emptyRequest,
    handler: async () => ({ value: await registerConfig(db) }),
  });
  call({
    path: '/api/register/aggrement',
    input: account.emptyRequest,
    handler: (_i, ctx) => readDocument(db, 'REGISTER_AGREEMENT', ctx.lang),
  });
  call({
    path: '/api/login/checkpassword',
    input: account.checkPasswordRequest,
    read: false,
    handler: async (input) => ({
      problems: account.passwordProblems(input.password, await registerConfig(db)),
    }),
  });
}
