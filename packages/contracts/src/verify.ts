import { z } from './zod.ts';
import { idInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/**
 * The write-off counter (facts §2.8): a member bound to a shop as its clerk writes off the shop's pickup codes
 * (the pickup order becomes received) and virtual-goods codes (the code becomes used). The clerk's shops come
 * from the clerk's bindings, never from input.
 */
export const VERIFY_TYPES = ['pickup', 'virtualgoods'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Codes are 12 letters and digits; what is pasted from a QR text may carry spaces around it. */
export const verifyCodeInput = z
  .string()
  .trim()
  .max(40)
  .transform((s) => s.replace(/\s+/g, '').toUpperCase());

/** /api/verify/verifyInfo and /api/verify/verify: the code (an empty one is refused with the spec's text). */
export const verifyCodeRequest = z.object({ verify_code: verifyCodeInput.default('') });

export const verifyListRequest = pagingSchema.extend({
  verify_type: optionalInput(z.enum(VERIFY_TYPES)),
});

export interface VerifyItem {
  img: string;
  name: string;
  price: string;
  num: number;
  remark_array: { title: string; value: string }[];
}

/** One code as the counter shows it, before or after it is written off. */
export interface VerifyInfo {
  verify_code: string;
  verify_type: VerifyType;
  verify_type_name: string;
  site_id: number;
  site_name: string;
  order_id: number;
  order_no: string;
  is_verify: 0 | 1;
  verifier_name: string;
  create_time: number;
  verify_time: number;
  item_array: VerifyItem[];
  remark_array: { title: string; value: string }[];
}

export interface VerifyRecord {
  id: number;
  verify_code: string;
  verify_type: VerifyType;
  verify_type_name: string;
  site_name: string;
  order_no: string;
  verifier_name: string;
  verify_time: number;
  item_array: VerifyItem[];
}

// ---- the merchant console: the shop's clerks ------------------------------------------------------------

export const verifierListRequest = pagingSchema.extend({});

/** Binds a member as the shop's clerk: the member's mobile or login name. */
export const verifierAddRequest = z.object({
  account: textInput(60).min(1),
});

export const verifierDeleteRequest = z.object({ verifier_id: idInput });

export interface Verifier {
  verifier_id: number;
  member_id: number;
  verifier_name: string;
  username: string;
  mobile: string;
  create_time: number;
}
