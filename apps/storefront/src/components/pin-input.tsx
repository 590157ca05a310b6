import { useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './field-frame.css';
import './text-input.css';
import './pin-input.css';

const MASK = '•';

interface PinInputProps {
  /** How many digits, one box each. */
  length: number;
  /** The digits typed so far, without gaps; Form.Item starts it at undefined. */
  value?: string | null;
  /** Called with every change (not only once all boxes are full), so Form.Item's rules see what is typed. */
  onChange?: (digits: string) => void;
  /** The group's name; each box is named by its place in it. */
  'aria-label': string;
  /** Form.Item's: the first box takes the id, so the field's label focuses it. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  size?: 'large';
  disabled?: boolean;
}

/**
 * A masked PIN (the 6-digit payment password), one box per digit as antd's Input.OTP drew it: digits only, a
 * pasted code fills the boxes from the one pasted into, and deleting a digit closes the gap.
 */
export function PinInput({ length, value, onChange, id, size, disabled, ...aria }: PinInputProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = (value ?? '').replace(/\D/g, '').slice(0, length);
  // What the handlers build on: a box focused just after a change must not see the value before it.
  const current = useRef(digits);
  useLayoutEffect(() => {
    current.current = digits;
  }, [digits]);

  const update = (next: string, focusAt: number) => {
    current.current = next;
    if (next !== digits) onChange?.(next);
    boxes.current[Math.max(0, Math.min(focusAt, length - 1))]?.focus();
  };
  const typed = (at: number, e: ChangeEvent<HTMLInputElement>) => {
    const text = e.target.value;
    const entered = text.replace(/\D/g, '');
    const before = current.current;
    if (entered) {
      const next = (before.slice(0, at) + entered + before.slice(at + entered.length)).slice(0, length);
      update(next, at + entered.length);
    } else if (text === '') update(before.slice(0, at) + before.slice(at + 1), at);
  };
  const keyDown = (at: number, e: KeyboardEvent<HTMLInputElement>) => {
    const before = current.current;
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (at < before.length) update(before.slice(0, at) + before.slice(at + 1), at);
      else if (at > 0) update(before.slice(0, at - 1) + before.slice(at), at - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      boxes.current[at - 1]?.focus();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      if (at < before.length) boxes.current[at + 1]?.focus();
    }
  };
  // No gaps: a box past the first empty one sends the focus back to that one.
  const focused = (at: number) => {
    const first = Math.min(current.current.length, length - 1);
    if (at > first) boxes.current[first]?.focus();
    else boxes.current[at]?.select();
  };

  return (
    <div
      role="group"
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      className={size === 'large' ? 'mall-pin mall-pin--large' : 'mall-pin'}
    >
      {Array.from({ length }, (_, at) => (
        <input
          key={at}
          ref={(el) => {
            boxes.current[at] = el;
          }}
          id={at === 0 ? id : undefined}
          className={size === 'large' ? 'mall-input mall-input--large' : 'mall-input'}
          aria-label={t('input.digitN', { n: at + 1, total: length })}
          aria-invalid={aria['aria-invalid']}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={digits[at] ? MASK : ''}
          onChange={(e) => typed(at, e)}
          onKeyDown={(e) => keyDown(at, e)}
          onFocus={() => focused(at)}
        />
      ))}
    </div>
  );
}
