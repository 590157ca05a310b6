import { consoleSession } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { saveUpload } from '../../platform/uploads.ts';
import { uploadCall } from '../../platform/upload-call.ts';

/** Logos, category and brand pictures: never shown larger than this. */
const MAX_SIDE = 1200;

/**
 * POST /operator/api/upload/picture (multipart, field `file`): a picture for the site logo, a category or a
 * brand. Checked by content and re-encoded (picture-reencode.ts), stored with its sizes under upload/platform;
 * answers its path, which the settings, category and brand forms then save.
 */
export function operatorUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: '/operator/api/upload/picture',
    auth: 'operator',
    input: consoleSession.consoleEmptyRequest,
    maxBytes: 2 * 1024 * 1024,
    missing: 'PICTURE_MISSING',
    tooLarge: 'PICTURE_TOO_LARGE',
    handler: async (file, _input, ctx) => {
      const picture = await reencodePicture(file, MAX_SIDE);
      if (!picture) throw new AppError('PARAMETER_ERROR', 'PICTURE_NOT_IMAGE');
      const path = await saveUpload(deps.config.uploadDir, 'platform', 'p', picture.ext, picture.data);
      await ctx.audit(deps.db, { target: 'picture', targetId: '', after: { path } });
      return { path };
    },
  });
}
