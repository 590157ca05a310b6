import { z } from './zod.ts';
import { NICKNAME_MAX, PAY_PASSWORD_LENGTH } from './constants.ts';
import { AVATAR_MAX_BYTES, isWeakPayPassword } from './member-terms.ts';

// Kept apart so the storefront can use them without this file's schemas (and zod) in its bundle.
export { AVATAR_MAX_BYTES, isWeakPayPassword };
import {
  captchaCodeSchema,
  captchaIdSchema,
  codeKeySchema,
  codeSchema,
  countryCodeSchema,
  emailSchema,
  mobileSchema,
  passwordSchema,
} from './account.ts';

/**
 * The logged-in member's own account (spec §7 "Member"; facts §6 member/detail, member/info). Every call here
 * is login-forced and reads or changes only the caller's row.
 */

// ---- field schemas --------------------------------------------------------------------------------
export const nicknameSchema = z
  .string()
  .trim()
  .min(1)
  .max(NICKNAME_MAX)
  .regex(/^[^<>\p{Cc}]*$/u, 'no < > or control characters');
export const payPasswordSchema = z.string().regex(new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`), 'six digits');

// ---- requests -------------------------------------------------------------------------------------
const captchaFields = { captcha_id: captchaIdSchema, captcha_code: captchaCodeSchema };
const codeFields = { key: codeKeySchema, code: codeSchema };
const confirm = { confirm_password: z.string().max(64).optional() };

export const emptyRequest = z.object({});
/** /api/member/modifynickname */
export const nicknameRequest = z.object({ nickname: nicknameSchema });
/** /api/member/modifypassword: old_password is required when the member has a password (info.password 1). */
export const modifyPasswordRequest = z.object({
  old_password: passwordSchema.optional(),
  new_password: passwordSchema,
  ...confirm,
});
/** /api/member/setpassword: only for a member without a password (registered by code). */
export const setPasswordRequest = z.object({ password: passwordSchema, ...confirm });
/** /api/member/paypwdcode: sends a PAY_PASSWORD code to the bound mobile, else the bound e-mail. */
export const payPasswordCodeRequest = z.object(captchaFields);
/** /api/member/verifypaypwdcode and /api/member/verifycode: checks a code of this member (not consumed). */
export const verifyCodeRequest = z.object(codeFields);
/** /api/member/modifypaypassword */
export const modifyPayPasswordRequest = z.object({
  ...codeFields,
  password: payPasswordSchema,
  confirm_password: z.string().max(6).optional(),
});
/** /api/member/checkpaypassword (checkout): 5 wrong tries lock it for 15 minutes. */
export const checkPayPasswordRequest = z.object({ pay_password: payPasswordSchema });
/** /api/member/bindmobliecode (sic, spec §7): BIND_MOBILE code to the new mobile. */
export const bindMobileCodeRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  ...captchaFields,
});
/** /api/member/bingemailcode (sic, spec §7): BIND_EMAIL code to the new e-mail. */
export const bindEmailCodeRequest = z.object({ email: emailSchema, ...captchaFields });
/** /api/member/checkmobile: succeeds when no other member uses the mobile. */
export const checkMobileRequest = z.object({ mobile: mobileSchema, country_code: countryCodeSchema });
/** /api/member/checkemail */
export const checkEmailRequest = z.object({ email: emailSchema });
/** /api/member/modifymobile */
export const modifyMobileRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  ...codeFields,
});
/** /api/member/modifyemail */
export const modifyEmailRequest = z.object({ email: emailSchema, ...codeFields });
// POST /api/member/modifyheadimg, multipart/form-data: the fields (token, lang, app_type…) first, then the
// picture in the part named `file` (≤ AVATAR_MAX_BYTES, JPEG/PNG/WebP/GIF checked by content). Answers { headimg }.

// ---- responses ------------------------------------------------------------------------------------
/** /api/member/detail. Money as "0.00" strings; mobile is "+cc-number" for countries other than 86. */
export const memberDetailSchema = z.object({
  member_id: z.number(),
  username: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: z.number(),
  headimg: z.string(),
  member_level: z.number(),
  member_level_name: z.string(),
  sex: z.number(),
  birthday: z.number(),
  point: z.number(),
  balance: z.string(),
  balance_money: z.string(),
  growth: z.number(),
  sign_days_series: z.number(),
  reg_time: z.number(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
/** /api/member/info: detail plus password (1 = a login password is set) and is_pay_password (0/1). */
export const memberInfoSchema = memberDetailSchema.extend({
  password: z.number(),
  is_pay_password: z.number(),
  login_time: z.number(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
/** /api/member/paypwdcode → where the code went (masked), so the page can say so. */
export const payCodeSentSchema = z.object({
  key: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
});
export type PayCodeSent = z.infer<typeof payCodeSentSchema>;
export const headimgSchema = z.object({ headimg: z.string() });
