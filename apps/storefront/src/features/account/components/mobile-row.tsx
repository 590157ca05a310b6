import { MobileOutlined } from '@ant-design/icons';
import { FormField } from '../../../components/form/form-field.tsx';
import type { FieldProps, RowProps } from '../../../components/form/use-form.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { CountrySelect } from './country-select.tsx';

/** The country calling code joined to the mobile number, in a form of our own (components/form). */
export function MobileRow({
  country,
  field,
  row,
  placeholder,
}: {
  country: { value: string; onChange: (code: string) => void };
  field: FieldProps;
  row: RowProps;
  placeholder: string;
}) {
  return (
    <FormField {...row}>
      <div className="acc-mobile-row">
        <CountrySelect {...country} />
        <TextInput
          {...field}
          size="large"
          prefix={<MobileOutlined />}
          placeholder={placeholder}
          aria-label={placeholder}
          autoComplete="tel-national"
          maxLength={15}
        />
      </div>
    </FormField>
  );
}
