import { member as memberContract, settle } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { callRegistrar } from '../../../platform/call.ts';
import { registerMessages } from '../../../platform/i18n/messages.ts';
import { uploadCall } from '../../../platform/upload-call.ts';
import { SHOP_APPLY_MESSAGES } from './apply.messages.ts';
import { applyForShop, myApply, storeLicence } from './apply.service.ts';

/** The settle-in calls of the storefront (login-forced; the applicant is the session's member). */
export function shopApplyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMessages('shopApply', SHOP_APPLY_MESSAGES);
  const { db } = deps;
  const call = callRegistrar(app, deps);
  call({
    path: '/api/shopapply/apply',
    auth: 'member',
    read: false,
    input: settle.shopApplyRequest,
    handler: (i, ctx) => applyForShop(db, ctx.memberId, i),
  });
  call({
    path: '/api/shopapply/info',
    auth: 'member',
    input: memberContract.emptyRequest,
    handler: (_i, ctx) => myApply(db, ctx.memberId),
  });
  licenceUploadRoute(app, deps);
}

/** POST /api/shopapply/licence (multipart, field `file`): the applicant's licence picture. */
function licenceUploadRoute(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: settle.LICENCE_UPLOAD_PATH,
    auth: 'member',
    input: memberContract.emptyRequest,
    maxBytes: settle.LICENCE_MAX_BYTES,
    missing: 'SHOP_APPLY_LICENCE',
    tooLarge: 'SHOP_APPLY_TOO_LARGE',
    handler: (file, _input, ctx) => storeLicence(deps.config.uploadDir, ctx.memberId, file),
  });
}
