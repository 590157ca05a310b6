import { z } from './zod.ts';
import { idInput, intInput, textInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';
import { LICENCE_UPLOAD_PATH } from './settle-terms.ts';

// Kept apart so the storefront can read it without this file's schemas (and zod) in its bundle.
export { LICENCE_UPLOAD_PATH };

/**
 * Shop settle-in: a member applies to open a shop from the storefront; the platform operator approves (the
 * shop and its owner login `shop<site_id>` are created) or refuses with a reason. One open application per
 * member.
 */
export const APPLY_STATUS = { WAITING: 0, APPROVED: 1, REFUSED: -1 } as const;

export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;

export const shopApplyRequest = z.object({
  shop_name: textInput(60).min(2),
  category_id: idInput,
  contact_name: textInput(40).min(1),
  contact_mobile: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, 'digits only'),
  address: textInput(255).min(4),
  licence_image: textInput(255).regex(/^upload\/shopapply\/[\w.-]+$/, 'an uploaded licence picture'),
});
export type ShopApplyInput = z.infer<typeof shopApplyRequest>;

export interface ShopApply {
  apply_id: number;
  shop_name: string;
  category_id: number;
  category_name: string;
  contact_name: string;
  contact_mobile: string;
  address: string;
  licence_image: string;
  apply_status: number;
  refuse_reason: string;
  site_id: number;
  create_time: number;
  audit_time: number;
}

/** The operator's list also names the applicant. */
export interface ShopApplyRow extends ShopApply {
  member_id: number;
  member_name: string;
}

export const applyListRequest = pagingSchema.extend({
  apply_status: optionalInput(intInput(-1, 1)),
});

/** Approve: the owner login's password, set by the operator, or drawn by the server and answered once. */
export const applyApproveRequest = z.object({
  apply_id: idInput,
  password: optionalInput(
    z
      .string()
      .min(8)
      .max(64)
      .regex(/[A-Za-z]/, 'needs a letter')
      .regex(/\d/, 'needs a digit'),
  ),
});

export const applyRefuseRequest = z.object({
  apply_id: idInput,
  reason: textInput(255).min(2),
});

export interface ApplyApproved {
  apply_id: number;
  site_id: number;
  username: string;
  /** Shown once: the server keeps only its hash. */
  password: string;
}
