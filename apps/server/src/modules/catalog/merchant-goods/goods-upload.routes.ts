import { merchantGoods } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import { uploadCall } from '../../../platform/upload-call.ts';
import { GOODS_PICTURE_MAX_BYTES, saveGoodsPicture } from './goods-picture.ts';

/**
 * POST /merchant/api/upload/picture (multipart, field `file`): a goods picture of the session's shop, checked
 * by content and re-encoded, written to the audit log.
 */
export function goodsUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: '/merchant/api/upload/picture',
    auth: 'merchant',
    input: merchantGoods.emptyRequest,
    maxBytes: GOODS_PICTURE_MAX_BYTES,
    missing: 'MGOODS_UPLOAD_MISSING',
    tooLarge: 'MGOODS_UPLOAD_TOO_LARGE',
    handler: async (file, _input, ctx) => {
      const saved = await saveGoodsPicture(deps.config.uploadDir, ctx.siteId, file);
      await deps.db.transaction((tx) =>
        ctx.audit(tx, { target: 'picture', targetId: saved.pic_path, before: null, after: saved }),
      );
      return saved;
    },
  });
}
