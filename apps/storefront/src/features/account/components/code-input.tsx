import { MessageOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { TextInput, type TextInputProps } from '../../../components/text-input.tsx';
import type { FieldProps, RowProps } from '../../../components/form/use-form.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { CodeButton, type CodeButtonProps } from './code-button.tsx';
import './code-field.css';

/** The verification-code box; its form passes value and change (components/form). */
export function CodeInput(props: TextInputProps) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      {...props}
      size="large"
      prefix={<MessageOutlined />}
      placeholder={t('code.placeholder')}
      aria-label={t('code.placeholder')}
      maxLength={account.CODE_LENGTH}
      autoComplete="one-time-code"
    />
  );
}

/** The code box with its "get code" button beside it, in a form of our own (components/form). */
export function CodeRow({ field, row, ...button }: { field: FieldProps; row: RowProps } & CodeButtonProps) {
  return (
    <FormField {...row}>
      <div className="acc-code-row">
        <CodeInput {...field} />
        <CodeButton {...button} />
      </div>
    </FormField>
  );
}
