import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRules } from '../../../components/form/antd-rules.ts';
import { CodeButton, type CodeButtonProps } from './code-button.tsx';
import { CodeInput } from './code-input.tsx';
import { codeRules } from './field-rules.ts';

/** The code box and its "get code" button in an antd Form (name `code`), for the member centre's dialogs. */
export function CodeField(props: CodeButtonProps) {
  const { t } = useTranslation('account');
  return (
    <Form.Item>
      <div className="acc-code-row">
        <Form.Item name="code" noStyle rules={antdRules(codeRules(t))}>
          <CodeInput />
        </Form.Item>
        <CodeButton {...props} />
      </div>
    </Form.Item>
  );
}
