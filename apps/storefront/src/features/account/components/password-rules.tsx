import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { maxLength, type Rule } from '../../../components/form/use-form.ts';
import './new-password-fields.css';

type Policy = { pwd_len: number; pwd_complexity: string };
type Fields = Record<string, string>;

const ruleText = (t: TFunction, policy: Policy | undefined, rule: string) =>
  rule === 'length'
    ? t('account:password.ruleLength', { n: policy?.pwd_len ?? 0 })
    : t(`account:password.rule_${rule}`);

/** A new password's rules: present (unless optional), not too long, and the platform's policy (register config). */
export const newPasswordRules = (
  t: TFunction,
  policy: Policy | undefined,
  optional: boolean,
): Rule<Fields>[] => [
  (value) => (optional || value ? undefined : t('account:password.required')),
  maxLength(account.PASSWORD_MAX, t('account:password.tooLong')),
  (value) => {
    const missing = policy && value ? account.passwordProblems(value, policy) : [];
    return missing.length === 0 ? undefined : ruleText(t, policy, missing[0]!);
  },
];

/** The policy's rules under the new password, ticked off one by one as it is typed. */
export function PasswordRuleList({ value, policy }: { value: string; policy: Policy | undefined }) {
  const { t } = useTranslation('account');
  if (!policy) return null;
  const problems = account.passwordProblems(value, policy);
  const wanted: ('length' | account.PasswordRule)[] = [
    'length',
    ...account.parseComplexity(policy.pwd_complexity),
  ];
  return (
    <ul className="acc-pwd-rules" data-testid="password-rules">
      {wanted.map((rule) => {
        const ok = value !== '' && !problems.includes(rule);
        return (
          <li key={rule} className={ok ? 'ok' : undefined}>
            {ok ? <CheckCircleFilled /> : <MinusCircleOutlined />} {ruleText(t, policy, rule)}
          </li>
        );
      })}
    </ul>
  );
}
