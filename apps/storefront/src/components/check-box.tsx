import { useEffect, useRef, type ReactNode } from 'react';
import './check-box.css';

/**
 * A native checkbox in antd's Checkbox look, with its "some chosen" state (`indeterminate`, which HTML has only
 * as a property), for pages that draw without antd (issue 12). A label beside it names it; without one, give it
 * an `aria-label`.
 */
export function CheckBox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  children,
  'aria-label': ariaLabel,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
  'aria-label'?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={`check-box${disabled ? ' check-box--disabled' : ''}`}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={(e) => !disabled && onChange(e.target.checked)}
      />
      {children === undefined ? null : <span>{children}</span>}
    </label>
  );
}
