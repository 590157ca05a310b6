import type { Db } from '../../db/client.ts';
import { revokeMemberSessions } from '../../platform/auth/session-store.ts';
import { guardedCheck, type LimitStore, type ThrottleRule } from '../../platform/auth/throttle.ts';
import { AppError } from '../../platform/errors.ts';
import { assertPasswordRules, hashPassword, passwordMatches, registerConfig } from '../account/index.ts';
import { updateMember } from './member.repository.ts';
import { ownRow } from './member.service.ts';

/** Guessing the current password from a stolen session is throttled like a login. */
const OLD_PASSWORD_RULE: ThrottleRule = { scope: 'old_password', max: 5, windowSeconds: 15 * 60 };

/**
 * Change the login password. The current one is needed when one is set; the new one must differ from it,
 * match its second entry and follow REGISTER_CONFIG. Every other session of the member ends.
 */
export async function modifyPassword(
  db: Db,
  limits: LimitStore,
  who: { memberId: number; sessionId: number },
  input: { old_password?: string; new_password: string; confirm_password?: string },
): Promise<boolean> {
  const row = await ownRow(db, who.memberId);
  if (input.confirm_password !== undefined && input.confirm_password !== input.new_password) {
    throw new AppError('PARAMETER_ERROR', 'PASSWORD_MISMATCH');
  }
  if (row.password) {
    if (!input.old_password) throw new AppError('PARAMETER_ERROR', 'OLD_PASSWORD_REQUIRED');
    if (input.old_password === input.new_password) throw new AppError('FAIL', 'NEW_PASSWORD_SAME');
  }
  assertPasswordRules(await registerConfig(db), input.new_password);
  if (row.password) {
    // Only wrong passwords count: a right one gives its try back.
    const guard = { rule: OLD_PASSWORD_RULE, subject: String(who.memberId), onSuccess: 'giveBack' } as const;
    const stored = row.password;
    if (!(await guardedCheck(limits, [guard], () => passwordMatches(stored, input.old_password!)))) {
      throw new AppError('FAIL', 'OLD_PASSWORD_WRONG');
    }
  }
  await updateMember(db, who.memberId, { password: await hashPassword(input.new_password) });
  await revokeMemberSessions(db, who.memberId, who.sessionId);
  return true;
}

/** A member registered by code (no password yet) sets one; with a password set, modifyPassword is the way. */
export async function setPassword(
  db: Db,
  who: { memberId: number; sessionId: number },
  input: { password: string; confirm_password?: string },
): Promise<boolean> {
  const row = await ownRow(db, who.memberId);
  if (row.password) throw new AppError('FAIL', 'PASSWORD_ALREADY_SET');
  assertPasswordRules(await registerConfig(db), input.password, input.confirm_password);
  await updateMember(db, who.memberId, { password: await hashPassword(input.password) });
  await revokeMemberSessions(db, who.memberId, who.sessionId);
  return true;
}
