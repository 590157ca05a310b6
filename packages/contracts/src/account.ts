import { z } from './zod.ts';
import { intInput, textInput } from './input.ts';
import { optionalInput } from './wire.ts';
import { DEFAULT_COUNTRY_CODE, PASSWORD_MAX, USERNAME_RE } from './account-terms.ts';

// Kept apart so the storefront can read them without this file's schemas (and zod) in its bundle.
export * from './account-terms.ts';

/**
 * Accounts: captcha, verification codes, login, registration and password recovery (spec §7 "Login, register,
 * password recovery"; facts §9.1). Every call answers the usual envelope; the shapes below are its `data`.
 */

// ---- field schemas (shared by several calls) ------------------------------------------------------
const NO_CONTROL = /^[^\p{Cc}]*$/u;
const opaqueId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid id');
export const captchaIdSchema = opaqueId;
export const captchaCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(8)
  .regex(/^[A-Za-z0-9]+$/, 'letters and digits only');
/** The key a "send code" call answered with. */
export const codeKeySchema = opaqueId;
export const codeSchema = z.string().regex(/^\d{4,6}$/, 'the code is 4 to 6 digits');
export const countryCodeSchema = z
  .string()
  .regex(/^\d{1,4}$/, 'digits only')
  .default(DEFAULT_COUNTRY_CODE);
/** A mobile number as typed, digits only; the format per country is checked by isValidMobile. */
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, 'phone format is incorrect');
export const emailSchema = z.string().trim().max(100).pipe(z.email());
export const passwordSchema = z.string().min(1).max(PASSWORD_MAX).regex(NO_CONTROL, 'invalid characters');
/** Login names: an account name, a mobile or an e-mail (facts §9.1: username matches any of the three). */
export const loginNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{N}_.@+-]+$/u, 'letters, digits and _ . @ + - only');
/** New account names: 3–30 letters, digits or underscores, not all digits (that would look like a mobile). */
export const usernameSchema = z
  .string()
  .trim()
  .regex(USERNAME_RE, 'username: 3 to 30 letters, digits or underscores')
  .refine((s) => !/^\d+$/.test(s), 'username cannot be only digits');
/** Days the login lasts (spec §4: the storefront sends 7 when "automatic login" is ticked); 0 = default. */
export const autoLoginRangeSchema = intInput(0, 30).optional();

// ---- requests -------------------------------------------------------------------------------------
/** The second entry of a new password; when sent it must equal the first. */
const confirmSchema = z.string().max(PASSWORD_MAX).optional();
const captchaFields = { captcha_id: captchaIdSchema, captcha_code: captchaCodeSchema };

/** /api/captcha/captcha: a new captcha; the old id, when given, is dropped ("" = none: the first one). */
export const captchaRequest = z.object({ captcha_id: optionalInput(captchaIdSchema) });
/** /api/login/login */
export const loginRequest = z.object({
  username: loginNameSchema,
  password: passwordSchema,
  ...captchaFields,
  autoLoginRange: autoLoginRangeSchema,
});
/** /api/login/mobileCode, /api/login/loginmobilecode (LOGIN_CODE), /api/register/mobileCode (REGISTER_CODE),
 * /api/findpassword/mobilecode (FIND_PASSWORD, mobile must be registered). */
export const mobileCodeRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  ...captchaFields,
});
/** /api/login/loginemailcode (LOGIN_CODE), /api/register/emailCode (REGISTER_CODE). */
export const emailCodeRequest = z.object({ email: emailSchema, ...captchaFields });
/** /api/login/mobile: dynamic-code login; an unknown mobile is registered on the spot (facts §9.1). */
export const mobileLoginRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  key: codeKeySchema,
  code: codeSchema,
  autoLoginRange: autoLoginRangeSchema,
});
/** /api/login/emailcodelogin: the e-mail must belong to a member. */
export const emailLoginRequest = z.object({
  email: emailSchema,
  key: codeKeySchema,
  code: codeSchema,
  autoLoginRange: autoLoginRangeSchema,
});
/** /api/login/register (alias /api/register/username): account-name registration. */
export const usernameRegisterRequest = z.object({
  username: usernameSchema,
  password: passwordSchema,
  ...captchaFields,
  nickname: z
    .string()
    .trim()
    .max(30)
    .regex(/^[^<>\p{Cc}]*$/u, 'no < > or control characters')
    .optional(),
  confirm_password: confirmSchema,
});
/** /api/register/mobile: mobile registration with a REGISTER_CODE. */
export const mobileRegisterRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  key: codeKeySchema,
  code: codeSchema,
  password: passwordSchema,
  confirm_password: confirmSchema,
});
/** /api/login/emailregister: password optional; without one the answer says autoLoginRange 7 (spec §4). */
export const emailRegisterRequest = z.object({
  email: emailSchema,
  key: codeKeySchema,
  code: codeSchema,
  password: passwordSchema.optional(),
  confirm_password: confirmSchema,
});
/** /api/findpassword/checkcode: step 2 "verify identity" (a wrong code counts as a try; not consumed). */
export const findPasswordCheckRequest = z.object({
  mobile: mobileSchema,
  country_code: countryCodeSchema,
  key: codeKeySchema,
  code: codeSchema,
});
/** /api/findpassword/mobile: step 3 "reset password"; every other session of the member ends. */
export const findPasswordRequest = findPasswordCheckRequest.extend({
  password: passwordSchema,
  confirm_password: confirmSchema,
});
/** /api/login/checkpassword: checks a password against REGISTER_CONFIG without storing anything. */
export const checkPasswordRequest = z.object({ password: passwordSchema });
/**
 * No fields of their own: /api/login/getCountry, /api/register/config, /api/register/aggrement, and
 * /api/login/logout (POST; ends the session of the token the call carries, answers true).
 */
export const emptyRequest = z.object({});

// ---- responses ------------------------------------------------------------------------------------
/** img is a data: URL (SVG) to put in an <img src>. */
export const captchaSchema = z.object({ id: z.string(), img: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;
export const codeSentSchema = z.object({ key: z.string() });
export type CodeSent = z.infer<typeof codeSentSchema>;
/** Login and registration answer a token; autoLoginRange is set when the server asks for a 7-day cookie. */
export const tokenSchema = z.object({ token: z.string(), autoLoginRange: z.number().optional() });
export type TokenAnswer = z.infer<typeof tokenSchema>;
/** Error data of a refused repeated "get code": the countdown left. */
export const resendWaitSchema = z.object({ seconds: z.number() });

/** /api/register/config → { value }. login/register are comma lists of username, mobile, email. */
export const registerConfigSchema = z.object({
  value: z.object({
    login: z.string(),
    register: z.string(),
    third_party: z.number(),
    bind_mobile: z.number(),
    pwd_len: z.number(),
    pwd_complexity: z.string(),
  }),
});
export type RegisterConfig = z.infer<typeof registerConfigSchema>;
/** /api/register/aggrement → the REGISTER_AGREEMENT document (HTML content). */
export const agreementSchema = z.object({ title: z.string(), content: z.string() });
export type Agreement = z.infer<typeof agreementSchema>;
/** /api/login/getCountry → countries with the calling code, name in the request's language. */
export const countrySchema = z.object({ code: z.string(), iso: z.string(), name: z.string() });
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;
/** /api/login/checkpassword → the rules broken (empty = fine). */
export const passwordCheckSchema = z.object({ problems: z.array(z.string()) });

// ---- demo/test mode only (absent when NODE_ENV=production) -----------------------------------------
/** GET /api/demo/outbox?to=… → the newest messages "sent" (codes and e-mails), newest first. */
export const outboxRequest = z.object({ to: textInput(100).optional() });
export const outboxItemSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  text: z.string(),
  create_time: z.number(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
/** /api/demo/captcha { captcha_id } → { code }: the answer of a live captcha, for tests and journeys. */
export const captchaPeekRequest = z.object({ captcha_id: captchaIdSchema });
