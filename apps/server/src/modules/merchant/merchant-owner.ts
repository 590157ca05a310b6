import crypto from 'node:crypto';
import type { Tx } from '../../platform/jobs/job-runner.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './staff.repository.ts';

/** A password the operator can read out once: 12 letters and digits without look-alikes, a letter and a digit. */
export function drawOwnerPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const rest = Array.from({ length: 10 }, () => pick(all)).join('');
  return `${pick(letters)}${rest}${pick(digits)}`;
}

/**
 * The owner login of a shop the platform just opened (settle-in): `shop<site_id>`, in the caller's transaction.
 * Answers the login name; the password itself is never stored, only its hash.
 */
export async function createOwnerAccount(tx: Tx, siteId: number, password: string): Promise<string> {
  const username = `shop${siteId}`;
  const row = {
    siteId,
    username,
    password: await hashPassword(password),
    role: 'shop_owner',
    createTime: Math.floor(Date.now() / 1000),
  };
  const added = await repo.insertShopAccount(tx, row);
  if (!added) throw new AppError('FAIL', 'MERCHANT_USERNAME_TAKEN');
  return username;
}
