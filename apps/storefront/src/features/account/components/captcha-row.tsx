import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldProps, RowProps } from '../../../components/form/use-form.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { CaptchaState } from '../api/use-captcha.ts';
import { CaptchaPicture } from './captcha-picture.tsx';

/** The captcha answer box and its picture, in a form of the storefront's own (components/form). */
export function CaptchaRow(props: { captcha: CaptchaState; field: FieldProps; row: RowProps }) {
  const { t } = useTranslation('account');
  return (
    <FormField {...props.row} className="acc-captcha">
      <div className="acc-captcha-row">
        <TextInput
          {...props.field}
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('captcha.placeholder')}
          maxLength={8}
          autoComplete="off"
          aria-label={t('captcha.placeholder')}
        />
        <CaptchaPicture captcha={props.captcha} />
      </div>
    </FormField>
  );
}
