import {
  CONSOLE_AUDIENCES,
  CONSOLE_ROLE_AUDIENCE,
  isConsoleCall,
  roleMay,
  ROLE_TABLE,
  type ConsoleAudience,
  type ConsoleCall,
} from '@mall/contracts';
import { writeAudit, type AuditActor, type AuditChange } from './audit/audit-log.ts';
import { findConsoleSession, revokeConsoleSession } from './auth/console-sessions.ts';
import type { CallContext, ConsoleContext, ShopContext } from './context.ts';
import type { Db } from './database.ts';
import { AppError } from './errors.ts';

export const isConsoleAudience = (auth: unknown): auth is ConsoleAudience =>
  (CONSOLE_AUDIENCES as readonly unknown[]).includes(auth);

/**
 * Checks at registration that a call and the role table agree: a console call has its row, and the row's roles
 * are of the audience it declares; any other call has no row. A mismatch is a wiring mistake: the server does
 * not start.
 */
export function assertRoleTableRow(path: string, auth: unknown): void {
  if (!isConsoleAudience(auth)) {
    if (isConsoleCall(path)) throw new Error(`${path} has a role table row but no console auth`);
    return;
  }
  if (!isConsoleCall(path)) throw new Error(`${path} (auth '${auth}') has no row in ROLE_TABLE`);
  const audiences = new Set(ROLE_TABLE[path].map((role) => CONSOLE_ROLE_AUDIENCE[role]));
  if (audiences.size !== 1 || !audiences.has(auth))
    throw new Error(`${path}: its ROLE_TABLE row is not of audience '${auth}' alone`);
}

/** Tracks whether a write recorded its audit row (see ConsoleContext.audit). */
export interface AuditTracker {
  actor: AuditActor;
  recorded: boolean;
}

/**
 * Resolves a console call's session into the context, or refuses: no or a dead token → TOKEN_ERROR (the console
 * logs in again); a live session of another audience, or a role the call's row does not list →
 * PERMISSION_DENIED. The shop of shop audiences comes from the account, never from input.
 */
export async function authenticateConsole(
  db: Db,
  ctx: CallContext,
  audience: ConsoleAudience,
  call: ConsoleCall,
): Promise<AuditTracker> {
  if (!ctx.token) throw new AppError('TOKEN_ERROR', 'NOT_LOGGED_IN');
  const session = await findConsoleSession(db, audience, ctx.token);
  if (!session) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  if (session.audience !== audience) throw new AppError('PERMISSION_DENIED', 'CONSOLE_WRONG_AUDIENCE');
  if (!session.holder) throw new AppError('TOKEN_ERROR', 'TOKEN_ERROR');
  const { role, siteId, name } = session.holder;
  if (!roleMay(role, call)) throw new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED');
  const tracker: AuditTracker = {
    actor: { audience, accountId: session.accountId, actorName: name, siteId, call, ip: ctx.ip },
    recorded: false,
  };
  const consoleCtx: Omit<ConsoleContext, Exclude<keyof CallContext, 'sessionId'>> = {
    audience,
    role,
    accountId: session.accountId,
    accountName: name,
    sessionId: session.sessionId,
    audit: async (tx, change: AuditChange) => {
      await writeAudit(tx, tracker.actor, change);
      tracker.recorded = true;
    },
  };
  Object.assign(ctx, consoleCtx);
  if (audience !== 'operator')
    Object.assign(ctx, { siteId, merchantId: session.accountId } satisfies Partial<ShopContext>);
  return tracker;
}

/** Every audience's logout: ends the session in use; the audit log keeps who logged out. */
export async function consoleLogout(db: Db, ctx: ConsoleContext): Promise<boolean> {
  await db.transaction(async (tx) => {
    await revokeConsoleSession(tx, ctx.sessionId);
    await ctx.audit(tx, { target: 'session', targetId: ctx.sessionId });
  });
  return true;
}
