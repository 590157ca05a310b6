import { StarFilled } from '@ant-design/icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * One to five stars in antd's Rate look, without antd (issue 12): a radio group whose stars are its radios, so a
 * click, or the arrow keys, Home and End on the focused star, choose; pointing previews. Without `onChange` (or
 * `disabled`) it only shows a score.
 */
export function StarRating({
  value,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  onChange?: (value: number) => void;
  /** The group's name ("Stars", "Service"). */
  label?: string;
  disabled?: boolean;
}) {
  const [pointed, setPointed] = useState(0);
  const stars = useRef<(HTMLSpanElement | null)[]>([]);
  const fixed = disabled || !onChange;
  const shown = fixed ? value : pointed || value;
  const choose = (n: number) => {
    if (!fixed) onChange(n);
  };
  const onKey = (e: KeyboardEvent, n: number) => {
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? Math.min(5, n + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? Math.max(1, n - 1)
          : e.key === 'Home'
            ? 1
            : e.key === 'End'
              ? 5
              : e.key === ' ' || e.key === 'Enter'
                ? n
                : 0;
    if (!next) return;
    e.preventDefault();
    choose(next);
    stars.current[next - 1]?.focus();
  };
  return (
    <span
      role="radiogroup"
      aria-label={label}
      aria-disabled={fixed || undefined}
      className={`star-rating${fixed ? ' star-rating--fixed' : ''}`}
      onMouseLeave={() => setPointed(0)}
    >
      {STARS.map((n) => (
        <span
          key={n}
          ref={(el) => {
            stars.current[n - 1] = el;
          }}
          role="radio"
          aria-checked={value === n}
          aria-label={String(n)}
          // One stop in the tab order: the chosen star, or the first while none is.
          tabIndex={fixed ? -1 : value === n || (!value && n === 1) ? 0 : -1}
          className={`star-rating__star${n <= shown ? ' star-rating__star--on' : ''}`}
          onClick={() => choose(n)}
          onMouseEnter={() => !fixed && setPointed(n)}
          onKeyDown={(e) => onKey(e, n)}
        >
          <StarFilled aria-hidden />
        </span>
      ))}
    </span>
  );
}
