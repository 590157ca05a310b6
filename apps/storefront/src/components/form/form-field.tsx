import type { ReactNode } from 'react';
import './form-field.css';

/**
 * One row of a form: its input (or inputs) and, under it, the message of a rule it failed, tied to the input by
 * `aria-describedby` (useForm's `field`) and announced when it appears.
 */
export function FormField({
  error,
  errorId,
  className = '',
  extra,
  children,
}: {
  error?: string;
  errorId: string;
  className?: string;
  /** Help under the message (antd's `extra`): a password's rules. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`mall-field${error ? ' mall-field--invalid' : ''} ${className}`.trim()}>
      {children}
      {error ? (
        <div className="mall-field__error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
      {extra}
    </div>
  );
}
