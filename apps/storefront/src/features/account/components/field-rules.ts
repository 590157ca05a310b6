import { account } from '@mall/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The mobile's format for the chosen country code (the form's `country_code`, mainland China by default). */
export const mobileRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account:mobile.required') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const country = (getFieldValue('country_code') as string | undefined) ?? account.DEFAULT_COUNTRY_CODE;
      return !value || account.isValidMobile(country, value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(t('account:mobile.invalid')));
    },
  }),
];

export const emailRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account:email.required') },
  { type: 'email', max: 100, message: t('account:email.invalid') },
];

/** New account names as the server takes them: 3–30 letters, digits or underscores, not only digits. */
export const usernameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('account:register.usernameRequired') },
  {
    validator: (_, value: string | undefined) =>
      !value || account.isValidUsername(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('account:register.usernameInvalid'))),
  },
];

export const codeRules = (t: TFunction): FormRule[] => [
  { required: true, message: t('account:code.required') },
  {
    pattern: new RegExp(`^\\d{${account.CODE_LENGTH}}$`),
    message: t('account:code.invalid', { n: account.CODE_LENGTH }),
  },
];

/** The second password entry must equal the first (spec §5: 'passwords do not match'). */
export const confirmRules = (t: TFunction, field = 'password'): FormRule[] => [
  { required: true, message: t('account:password.confirmRequired') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('account:password.mismatch'))),
  }),
];
