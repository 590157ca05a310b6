/** Address book rules the storefront uses at run time; no schema here, so using them brings no zod along. */

export const MEMBER_ADDRESS_MAX = 20;
export const ADDRESS_DETAIL_MAX = 120;
/** Mainland China mobile numbers: 11 digits starting 13–19 (what the original's check accepts). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** A fixed-line number: optional area code, 7–8 digits, optional extension ("010-12345678-21"). */
export const TELEPHONE_RE = /^(?:0\d{2,3}-?)?\d{7,8}(?:-\d{1,6})?$/;
