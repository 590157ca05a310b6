import { MessageOutlined } from '@ant-design/icons';
import { account } from '@mall/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input.tsx';
import { CodeButton, type CodeButtonProps } from './code-button.tsx';
import { codeRules } from './field-rules.ts';
import './code-field.css';

/** The verification-code box with its "get code" button beside it (name `code` in the form). */
export function CodeField(props: CodeButtonProps) {
  const { t } = useTranslation('account');
  return (
    <Form.Item>
      <div className="acc-code-row">
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <TextInput
            size="large"
            prefix={<MessageOutlined />}
            placeholder={t('code.placeholder')}
            aria-label={t('code.placeholder')}
            maxLength={account.CODE_LENGTH}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <CodeButton {...props} />
      </div>
    </Form.Item>
  );
}
