import type { FieldProps, RowProps } from '../../../components/form/use-form.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import type { CaptchaState } from '../api/use-captcha.ts';
import { CaptchaInput, CaptchaPicture } from './captcha-input.tsx';

/** The captcha answer box and its picture, in a form of our own (components/form). */
export function CaptchaRow(props: { captcha: CaptchaState; field: FieldProps; row: RowProps }) {
  return (
    <FormField {...props.row} className="acc-captcha">
      <div className="acc-captcha-row">
        <CaptchaInput {...props.field} />
        <CaptchaPicture captcha={props.captcha} />
      </div>
    </FormField>
  );
}
