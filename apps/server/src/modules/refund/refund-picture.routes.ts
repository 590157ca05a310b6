import { member as memberContract, refund as contract } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { reencodePicture } from '../../platform/picture-reencode.ts';
import { uploadCall } from '../../platform/upload-call.ts';
import { saveUpload } from '../../platform/uploads.ts';
import { PICTURE_FOLDER } from './refund-pictures.ts';

/** Refund pictures are evidence the shop and the platform look at: large enough to read, no larger. */
const MAX_SIDE = 1600;

/**
 * POST /api/upload/refundimg (multipart, field `file`): a picture for a refund application, decided by content
 * and re-encoded, stored as upload/refund/<member>-<random>; answers data.pic_path for the application to name.
 */
export function refundPictureRoute(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: contract.REFUND_UPLOAD_PATH,
    auth: 'member',
    input: memberContract.emptyRequest,
    maxBytes: contract.REFUND_UPLOAD_MAX_BYTES,
    missing: 'REFUND_NOT_IMAGE',
    tooLarge: 'REFUND_PICTURE_TOO_LARGE',
    handler: async (file, _input, ctx) => {
      const picture = await reencodePicture(file, MAX_SIDE);
      if (!picture) throw new AppError('PARAMETER_ERROR', 'REFUND_NOT_IMAGE');
      const dir = deps.config.uploadDir;
      const stored = await saveUpload(dir, PICTURE_FOLDER, String(ctx.memberId), picture.ext, picture.data);
      return { pic_path: stored };
    },
  });
}
