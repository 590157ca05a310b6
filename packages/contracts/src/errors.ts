/**
 * Symbolic error codes with the numeric `code` the envelope carries (original-system-facts §9.1). A refusal
 * travels as HTTP 200 with the envelope (DESIGN §4): clients read the outcome from `code` / `error_code`.
 */
export const ERROR_CODES = {
  ERROR: -1,
  TOKEN_NOT_EXIST: -1,
  FAIL: -10001,
  UNKNOW_ERROR: -10005,
  PARAMETER_ERROR: -10006,
  REQUEST_SITE_ID: -10007,
  TOKEN_ERROR: -10009,
  TOKEN_EXPIRE: -10010,
  NOT_FOUND: -10404,
  FORBIDDEN: -10403,
  /** A console session whose role may not make this call (the console role table). */
  PERMISSION_DENIED: -10403,
  RATE_LIMITED: -10429,
  SITE_CLOSED: -10503,
  /** The database cannot be reached right now (restart, failover): answered with HTTP 503 and Retry-After. */
  SERVICE_UNAVAILABLE: -10504,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
