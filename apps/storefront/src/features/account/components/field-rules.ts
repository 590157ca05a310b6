import { account } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { maxLength, required, type Rule } from '../../../components/form/use-form.ts';

type Fields = Record<string, string>;

/** An address with one @, no spaces, and a dot in its domain (what the server's check takes). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The mobile's format for the chosen country code (the form's `country_code`, mainland China by default). */
export const mobileRules = (t: TFunction): Rule<Fields>[] => [
  required(t('account:mobile.required')),
  (value, values) => {
    const country = values.country_code || account.DEFAULT_COUNTRY_CODE;
    return account.isValidMobile(country, value.trim()) ? undefined : t('account:mobile.invalid');
  },
];

export const emailRules = (t: TFunction): Rule<Fields>[] => [
  required(t('account:email.required')),
  maxLength(100, t('account:email.invalid')),
  (value) => (EMAIL.test(value.trim()) ? undefined : t('account:email.invalid')),
];

/** New account names as the server takes them: 3–30 letters, digits or underscores, not only digits. */
export const usernameRules = (t: TFunction): Rule<Fields>[] => [
  required(t('account:register.usernameRequired')),
  (value) => (account.isValidUsername(value) ? undefined : t('account:register.usernameInvalid')),
];

export const codeRules = (t: TFunction): Rule<Fields>[] => [
  (value) => (value ? undefined : t('account:code.required')),
  (value) =>
    new RegExp(`^\\d{${account.CODE_LENGTH}}$`).test(value)
      ? undefined
      : t('account:code.invalid', { n: account.CODE_LENGTH }),
];

/** The second password entry must equal the first (spec §5: 'passwords do not match'). */
export const confirmRules = (t: TFunction, field = 'password'): Rule<Fields>[] => [
  (value) => (value ? undefined : t('account:password.confirmRequired')),
  (value, values) => (value === values[field] ? undefined : t('account:password.mismatch')),
];
