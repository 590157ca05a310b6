import { z } from './zod.ts';
import type { ConsoleAudience, ConsoleRole } from './console-roles.ts';

/**
 * Console logins and sessions, the same for every audience: `/<audience>/api/login`, `…/logout` and
 * `…/session/info` (merchant, agent, operator). The token goes in `token` like a member's.
 */
export const consoleLoginRequest = z.object({
  username: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(64),
});

export const consoleEmptyRequest = z.object({});

/** Who is logged in: the account, its role and, for shop audiences, the shop. */
export interface ConsoleSessionInfo {
  audience: ConsoleAudience;
  role: ConsoleRole;
  account_id: number;
  username: string;
  /** The shop of shop roles; 0 for the operator. */
  site_id: number;
  site_name: string;
}

/** A login's answer: the token with its expiry and who it belongs to. */
export interface ConsoleLogin extends ConsoleSessionInfo {
  token: string;
  expire_time: number;
}

/** Console sessions last this long (the console logs in again after). */
export const CONSOLE_SESSION_SECONDS = 12 * 3600;
