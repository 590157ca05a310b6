import type { FormRule } from 'antd';
import type { Rule } from './use-form.ts';

/**
 * Our rules (use-form.ts) as one antd Form rule, for the forms still drawn with antd (the member centre's
 * dialogs) that share fields with the auth pages: one statement of each rule for both.
 */
export const antdRules = (rules: Rule<Record<string, string>>[]): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: (_, value: string | undefined) => {
      const values = getFieldsValue(true) as Record<string, string>;
      for (const rule of rules) {
        const message = rule(value ?? '', values);
        if (message) return Promise.reject(new Error(message));
      }
      return Promise.resolve();
    },
  }),
];
