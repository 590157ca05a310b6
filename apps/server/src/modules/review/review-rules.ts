import { review } from '@mall/contracts';
import { AppError } from '../../platform/errors.ts';

/** Where a member's review pictures are stored; a review may only name pictures its member uploaded. */
export const PICTURE_FOLDER = 'evaluate';

/** Review text (spec §5): required ('The product review cannot be empty'), at most 200 characters. */
export function checkText(text: string): string {
  const t = text.trim();
  if (!t) throw new AppError('PARAMETER_ERROR', 'REVIEW_CONTENT_EMPTY');
  if (Array.from(t).length > review.REVIEW_TEXT_MAX) {
    throw new AppError('PARAMETER_ERROR', 'REVIEW_CONTENT_TOO_LONG');
  }
  return t;
}

/**
 * A comma list of at most 6 pictures, each one this member uploaded through /api/upload/evaluateimg (so a
 * review can never point at another file of the server, or at someone else's picture). Answers the clean list.
 */
export function checkPictures(list: string, memberId: number): string {
  const paths = list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (paths.length > review.REVIEW_PICTURES_MAX) {
    throw new AppError('PARAMETER_ERROR', 'REVIEW_TOO_MANY_PICTURES');
  }
  const own = new RegExp(`^upload/${PICTURE_FOLDER}/${memberId}-[0-9a-f]{16}\\.(jpg|png)$`);
  if (paths.some((p) => !own.test(p)) || new Set(paths).size !== paths.length) {
    throw new AppError('PARAMETER_ERROR', 'REVIEW_PICTURE_INVALID');
  }
  return paths.join(',');
}
