/** Loyalty constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

/** Where points came from, as the ledger's from_type (facts §4.1); the points page filters by it. */
export const POINT_SOURCES = [
  'signin',
  'register',
  'memberrecharge',
  'memberconsume',
  'manjian',
  'adjust',
  'refund',
] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** When the consumption reward is given (facts §4.5 MEMBER_CONSUME_CONFIG return_point_status). */
export const CONSUME_STAGES = ['pay', 'receive', 'complete'] as const;
