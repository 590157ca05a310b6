import type { ConsoleAudience } from '@mall/contracts';
import { AppError } from '../errors.ts';
import { passwordMatches } from './passwords.ts';
import { guardedCheck, LOGIN_IP_RULE, type LimitStore, type ThrottleRule } from './throttle.ts';

/**
 * Per audience, 5 wrong passwords lock a console login name for 15 minutes, counted apart from members'
 * (the merchant scope keeps the merchant API's name); a network meets the members' bar.
 */
const ACCOUNT_RULES: Record<ConsoleAudience, ThrottleRule> = {
  merchant: { scope: 'merchant_login', max: 5, windowSeconds: 15 * 60 },
  agent: { scope: 'agent_login', max: 5, windowSeconds: 15 * 60 },
  operator: { scope: 'operator_login', max: 5, windowSeconds: 15 * 60 },
};

/**
 * Checks a console password under the same atomic failure limits as members' logins: a try is taken from the
 * name's and the network's limit BEFORE the hash is checked, so a parallel burst checks at most the limit; a
 * right password forgets the name's failures and gives the network's try back. Unknown names take as long as
 * known ones and answer the same. Answers the account when the password is right.
 */
export async function checkConsolePassword<A extends { password: string }>(
  limits: LimitStore,
  audience: ConsoleAudience,
  login: { username: string; password: string; ip: string },
  account: A | undefined,
): Promise<A> {
  const name = login.username.toLowerCase();
  const right = await guardedCheck(
    limits,
    [
      { rule: ACCOUNT_RULES[audience], subject: name, onSuccess: 'forget' },
      { rule: LOGIN_IP_RULE, subject: login.ip, onSuccess: 'giveBack' },
    ],
    async () => (await passwordMatches(account?.password, login.password)) && account !== undefined,
  );
  if (!right || !account) throw new AppError('FAIL', 'CONSOLE_LOGIN_FAILED');
  return account;
}
