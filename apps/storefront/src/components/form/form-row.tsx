import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';
import './form-row.css';

/**
 * One row of a form in antd's Form.Item look, without antd (issue 12): the label (a red * when the field is
 * required), the control, the message of a rule it failed (FormField, from useForm's `rows`) and help under it.
 * A label names its control through `htmlFor`, or through `labelId` where the control is a group (radios).
 * `horizontal`: the label right-aligned in a column before the control, with a colon (antd's horizontal form);
 * the column is `--form-label-width` wide (antd's span 5 by default), and a row without a label keeps it empty so
 * its buttons line up with the controls.
 */
export function FormRow({
  label,
  htmlFor,
  labelId,
  required = false,
  horizontal = false,
  error,
  errorId = '',
  extra,
  children,
}: {
  /** None: a vertical row has no label line; a horizontal one keeps its column empty. */
  label?: ReactNode;
  htmlFor?: string;
  labelId?: string;
  required?: boolean;
  horizontal?: boolean;
  error?: string;
  errorId?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const labelClass = `form-row__label${required ? ' form-row__label--required' : ''}`;
  return (
    <div className={horizontal ? 'form-row form-row--horizontal' : 'form-row'}>
      {label === undefined && !horizontal ? null : (
        <div className="form-row__label-col">
          {label === undefined ? null : htmlFor ? (
            <label htmlFor={htmlFor} id={labelId} className={labelClass}>
              {label}
            </label>
          ) : (
            <span id={labelId} className={labelClass}>
              {label}
            </span>
          )}
        </div>
      )}
      <FormField
        error={error}
        errorId={errorId}
        className="form-row__control"
        extra={extra === undefined ? undefined : <div className="form-row__extra">{extra}</div>}
      >
        <div className="form-row__input">
          <div className="form-row__content">{children}</div>
        </div>
      </FormField>
    </div>
  );
}
