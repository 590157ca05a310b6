/** Review constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

export const EXPLAIN_TYPES = { good: 1, medium: 2, bad: 3 } as const;

/** Review text: required, at most this many characters (PC: 'The product review cannot be empty'). */
export const REVIEW_TEXT_MAX = 200;
/** Pictures per review (and per follow-up): the one figure in constants.ts, which is schema-free too. */
export { REVIEW_PICTURES_MAX } from './constants.ts';
export const EVALUATE_UPLOAD_PATH = '/api/upload/evaluateimg';
export const EVALUATE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Stars 4–5 are good, 2–3 medium, 1 bad (facts §2.7); the server decides, whatever explain_type is sent. */
export const explainTypeOf = (scores: number): number => (scores >= 4 ? 1 : scores >= 2 ? 2 : 3);
