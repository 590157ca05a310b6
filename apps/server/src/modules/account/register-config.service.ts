import { account } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/i18n/messages.ts';
import { readConfig } from '../site/index.ts';

export type RegisterConfigValue = account.RegisterConfig['value'];
export type AccountKind = 'username' | 'mobile' | 'email';

const storedSchema = account.registerConfigSchema.shape.value.partial();
const DEFAULTS: RegisterConfigValue = {
  login: 'username,mobile,email',
  register: 'username,mobile,email',
  third_party: 0,
  bind_mobile: 0,
  pwd_len: 6,
  pwd_complexity: 'number,letter',
};

/** The REGISTER_CONFIG row with every field present (a missing field takes the default). */
export async function registerConfig(db: Db): Promise<RegisterConfigValue> {
  const stored = await readConfig(db, 'REGISTER_CONFIG', storedSchema, {});
  return { ...DEFAULTS, ...stored };
}

const listed = (list: string, kind: AccountKind) =>
  list
    .split(',')
    .map((s) => s.trim())
    .includes(kind);

/** "platform not enabled for registration" when the operator left this way (or every way) off. */
export function assertRegisterAllowed(config: RegisterConfigValue, kind: AccountKind): void {
  if (!listed(config.register, kind)) throw new AppError('FORBIDDEN', 'REGISTER_DISABLED');
}

export function assertLoginAllowed(config: RegisterConfigValue, kind: AccountKind): void {
  if (!listed(config.login, kind)) throw new AppError('FORBIDDEN', 'LOGIN_TYPE_DISABLED');
}

const PROBLEM_MESSAGES: Record<'number' | 'letter' | 'upper_case' | 'symbol', MessageKey> = {
  number: 'PASSWORD_NEED_NUMBER',
  letter: 'PASSWORD_NEED_LETTER',
  upper_case: 'PASSWORD_NEED_UPPER',
  symbol: 'PASSWORD_NEED_SYMBOL',
};

/** The same rules the storefront shows: entries match, minimum length, required kinds of character. */
export function assertPasswordRules(config: RegisterConfigValue, password: string, confirm?: string): void {
  if (confirm !== undefined && confirm !== password)
    throw new AppError('PARAMETER_ERROR', 'PASSWORD_MISMATCH');
  const [first] = account.passwordProblems(password, config);
  if (!first) return;
  if (first === 'length') {
    throw new AppError('PARAMETER_ERROR', 'PASSWORD_TOO_SHORT', { params: { len: config.pwd_len } });
  }
  throw new AppError('PARAMETER_ERROR', PROBLEM_MESSAGES[first]);
}
