/** Symbolic error codes with the numeric `code` the envelope carries (original-system-facts §9.1). */
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
  RATE_LIMITED: -10429,
  SITE_CLOSED: -10503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** HTTP status that goes with each symbolic code (DESIGN §4: honest statuses, body read whatever the status). */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  ERROR: 400,
  TOKEN_NOT_EXIST: 401,
  FAIL: 400,
  UNKNOW_ERROR: 500,
  PARAMETER_ERROR: 400,
  REQUEST_SITE_ID: 400,
  TOKEN_ERROR: 401,
  TOKEN_EXPIRE: 401,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  SITE_CLOSED: 503,
};
