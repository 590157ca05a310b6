import { merchantShop } from '@mall/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { uploadCall } from '../../platform/upload-call.ts';
import { uploadShopPicture } from './shop-picture.service.ts';

/**
 * POST /merchant/api/shop/upload (multipart: `kind` then `file`): a logo, avatar or banner for the shop's
 * settings, checked by content and re-encoded.
 */
export function shopPictureRoutes(app: FastifyInstance, deps: AppDeps): void {
  uploadCall(app, deps, {
    path: '/merchant/api/shop/upload',
    auth: 'merchant',
    input: merchantShop.uploadKindRequest,
    maxBytes: merchantShop.SHOP_PICTURE_MAX_BYTES,
    missing: 'SHOP_PICTURE_MISSING',
    tooLarge: 'SHOP_PICTURE_TOO_LARGE',
    handler: async (file, { kind }, ctx) => {
      const saved = await uploadShopPicture(deps.config.uploadDir, ctx.siteId, kind, file);
      await ctx.audit(deps.db, { target: 'shop_picture', targetId: ctx.siteId, after: saved });
      return saved;
    },
  });
}
