import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import './field-frame.css';
import './text-input.css';

/*
 * Native inputs in antd's Input look: antd's Input family (password, text area, OTP, addons, Space.Compact) was
 * about 16 KiB gzip on every storefront form page (issue 12). Inside antd's Form.Item they take the `value`,
 * `onChange`, `id` and `aria-*` it hands over; the change event's `target.value` is what Form.Item stores, and
 * its error shows through `aria-invalid` as on NativeSelect.
 */

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'value'>;

export interface TextInputProps extends NativeInputProps {
  /** Form.Item starts a field with no initial value at undefined, a reset one at null: both are empty. */
  value?: string | null;
  size?: 'large';
  /** An icon before the text, inside the border. */
  prefix?: ReactNode;
  /** Something after the text, inside the border (a button, the password's eye). */
  suffix?: ReactNode;
  /** Shows "length / max" after the text; a longer text is marked, not cut (antd's `count`). */
  countMax?: number;
  ref?: Ref<HTMLInputElement>;
}

const isInvalid = (v: unknown) => v === true || v === 'true';
export const classes = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

/** Form.Item always passes `value` (undefined at first); an input given none stays uncontrolled. */
export const valueOf = (props: object, value: string | null | undefined) =>
  'value' in props ? { value: value ?? '' } : {};

export function TextInput(props: TextInputProps) {
  const { value, size, prefix, suffix, countMax, className, ref, ...native } = props;
  const large = size === 'large';
  const framed = prefix !== undefined || suffix !== undefined || countMax !== undefined;
  const input = (
    <input
      ref={ref}
      type="text"
      {...native}
      {...valueOf(props, value)}
      className={framed ? undefined : classes('mall-input', large && 'mall-input--large', className)}
    />
  );
  if (!framed) return input;
  // The border moves to a frame around the input, as antd's affix wrapper; the frame shows the field's state.
  const length = (value ?? '').length;
  const over = countMax !== undefined && length > countMax;
  // A press on the frame's padding or icon puts the caret in the input, as antd's wrapper did.
  const focusInput = (e: MouseEvent<HTMLSpanElement>) => {
    if (e.target instanceof Element && e.target.closest('input, button')) return;
    e.preventDefault();
    e.currentTarget.querySelector('input')?.focus();
  };
  return (
    <span
      onMouseDown={focusInput}
      className={classes(
        'mall-input mall-input--affix',
        large && 'mall-input--large',
        (isInvalid(native['aria-invalid']) || over) && 'mall-input--invalid',
        over && 'mall-input--over',
        native.disabled && 'mall-input--disabled',
        className,
      )}
    >
      {prefix !== undefined && <span className="mall-input-prefix">{prefix}</span>}
      {input}
      {countMax !== undefined && (
        <span className="mall-input-count" aria-hidden>
          {length} / {countMax}
        </span>
      )}
      {suffix !== undefined && <span className="mall-input-suffix">{suffix}</span>}
    </span>
  );
}

/**
 * A password with its show/hide eye: a real button, reachable by keyboard, that says whether the text shows.
 * `showLabel` names it where the field wants its own words (default: common's "Show password").
 */
export function PasswordInput({
  showLabel,
  ...props
}: Omit<TextInputProps, 'type' | 'suffix' | 'countMax'> & { showLabel?: string }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  const eye = (
    <button
      type="button"
      className="mall-input-eye"
      aria-label={showLabel ?? t('input.showPassword')}
      aria-pressed={shown}
      disabled={props.disabled}
      onClick={() => setShown((s) => !s)}
    >
      {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
  return <TextInput {...props} type={shown ? 'text' : 'password'} suffix={eye} />;
}
