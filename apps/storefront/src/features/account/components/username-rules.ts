import { account } from '@mall/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/*
 * Apart from field-rules.ts because it checks with the server's zod schema: only the registration form loads
 * zod (and the account schemas) for it, not every form that shares the other rules (issue 12).
 */

/** New account names as the server takes them: 3–30 letters, digits or underscores, not only digits. */
export const usernameRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('account:register.usernameRequired') },
  {
    validator: (_, value: string | undefined) =>
      !value || account.usernameSchema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(t('account:register.usernameInvalid'))),
  },
];
