import type { ChangeEvent } from 'react';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

/**
 * A native select in antd's Select look, for the checkout's store, time and coupon choices: antd's Select
 * brought its popup engine and option list (26 KiB gzip) onto every payment page (issue 12).
 */
export function ChoiceSelect<V extends string | number>({
  label,
  placeholder,
  value,
  choices,
  empty,
  onChange,
  className,
}: {
  /** The accessible name (the select stands beside a visible label or says it as its placeholder). */
  label: string;
  /** Shown while nothing is chosen; not itself a choice. */
  placeholder?: string;
  value: V | undefined;
  choices: Choice<V>[];
  /** Said in the list when there is nothing to choose. */
  empty?: string;
  onChange: (value: V) => void;
  className?: string;
}) {
  const chosen = value === undefined ? '' : String(value);
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    const choice = choices.find((c) => String(c.value) === e.target.value);
    if (choice) onChange(choice.value);
  };
  return (
    <select
      className={['co-select', chosen ? '' : 'co-select--empty', className].filter(Boolean).join(' ')}
      aria-label={label}
      value={chosen}
      onChange={change}
    >
      {!chosen && (
        <option value="" disabled hidden>
          {placeholder ?? ''}
        </option>
      )}
      {choices.map((c) => (
        <option key={c.value} value={String(c.value)}>
          {c.label}
        </option>
      ))}
      {choices.length === 0 && empty && <option disabled>{empty}</option>}
    </select>
  );
}
