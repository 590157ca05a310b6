import { member as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { uploadCall } from '../../platform/upload-call.ts';
import { replaceAvatar } from './avatar.service.ts';

/** POST /api/member/modifyheadimg (multipart, field `file`): the member's new avatar. */
export function avatarRoutes(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: '/api/member/modifyheadimg',
    auth: 'member',
    input: contract.emptyRequest,
    maxBytes: contract.AVATAR_MAX_BYTES,
    missing: 'AVATAR_MISSING',
    tooLarge: 'AVATAR_TOO_LARGE',
    handler: (file, _input, ctx) => replaceAvatar(deps.db, deps.config.uploadDir, ctx.memberId, file),
  });
}
