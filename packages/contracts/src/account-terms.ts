/** Account rules the storefront uses at run time; no schema here, so using them brings no zod along. */

// ---- constants ------------------------------------------------------------------------------------
/** Verification codes are 6 random digits (the original used 4; 6 makes guessing within 5 tries ~1 in 200,000). */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
/** "Get code" counts down this long; a repeated send to the same target inside it is refused. */
export const CODE_RESEND_SECONDS = 60;
export const CAPTCHA_TTL_SECONDS = 600;
export const CODE_PURPOSES = [
  'REGISTER_CODE',
  'LOGIN_CODE',
  'FIND_PASSWORD',
  'BIND_MOBILE',
  'BIND_EMAIL',
  'PAY_PASSWORD',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const DEFAULT_COUNTRY_CODE = '86';
/** Longest password accepted (argon2 cost grows with input; nobody types more). */
export const PASSWORD_MAX = 64;

// ---- password rules (REGISTER_CONFIG; enforced by the server, shown by the storefront) -------------
export const PASSWORD_RULES = ['number', 'letter', 'upper_case', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
const RULE_TEST: Record<PasswordRule, RegExp> = {
  number: /\d/,
  letter: /[a-z]/,
  upper_case: /[A-Z]/,
  symbol: /[^A-Za-z0-9]/,
};

/** The rules a password breaks: 'length' and/or the complexity rules of the config ('letter' = lowercase). */
export function passwordProblems(
  password: string,
  rules: { pwd_len: number; pwd_complexity: string },
): ('length' | PasswordRule)[] {
  const problems: ('length' | PasswordRule)[] = [];
  if (password.length < rules.pwd_len) problems.push('length');
  for (const rule of parseComplexity(rules.pwd_complexity))
    if (!RULE_TEST[rule].test(password)) problems.push(rule);
  return problems;
}

export function parseComplexity(text: string): PasswordRule[] {
  return PASSWORD_RULES.filter((r) =>
    text
      .split(',')
      .map((s) => s.trim())
      .includes(r),
  );
}

/** New account names: 3–30 letters, digits or underscores (any script), trimmed. */
export const USERNAME_RE = /^[\p{L}\p{N}_]{3,30}$/u;

/** The account-name rule the server's schema applies (account.ts usernameSchema), for a form to check first. */
export function isValidUsername(text: string): boolean {
  const name = text.trim();
  return USERNAME_RE.test(name) && !/^\d+$/.test(name);
}

const MOBILE_FORMATS: Record<string, RegExp> = {
  '86': /^1[3-9]\d{9}$/,
  '852': /^[5-9]\d{7}$/,
  '853': /^6\d{7}$/,
  '886': /^9\d{8}$/,
  '1': /^[2-9]\d{9}$/,
  '7': /^9\d{9}$/,
  '82': /^01\d{8,9}$/,
};

/** Mobile format per country code; countries without a known rule take 6–15 digits. */
export function isValidMobile(countryCode: string, mobile: string): boolean {
  const rule = MOBILE_FORMATS[countryCode] ?? /^\d{6,15}$/;
  return rule.test(mobile);
}
