import { AppError } from '../../platform/errors.ts';

/** Where a member's refund pictures are stored; an application may only name pictures its member uploaded. */
export const PICTURE_FOLDER = 'refund';

/**
 * The pictures of an application, each one this member uploaded through /api/upload/refundimg (so an
 * application can never point at another file of the server, or at someone else's picture), no repeats.
 */
export function checkRefundPictures(paths: string[], memberId: number): string[] {
  const own = new RegExp(`^upload/${PICTURE_FOLDER}/${memberId}-[0-9a-f]{16}\\.(jpg|png)$`);
  if (paths.some((p) => !own.test(p)) || new Set(paths).size !== paths.length) {
    throw new AppError('PARAMETER_ERROR', 'REFUND_PICTURE_INVALID');
  }
  return paths;
}
