import { useId, type ReactNode } from 'react';
import './radio-group.css';

export interface RadioChoice<V extends string | number> {
  value: V;
  label: ReactNode;
}

/**
 * One choice of a few as a row of native radios in antd's Radio.Group look (antd's Radio brought rc-form's store
 * along; issue 12): the arrow keys move between them as in any radio group, each is named by its own words and
 * the group by its form row's label (`labelledBy`). `onChange` gets the choice's own value, so a number stays a
 * number.
 */
export function RadioGroup<V extends string | number>({
  name,
  value,
  choices,
  onChange,
  labelledBy,
}: {
  /** The radios' form name (one of the page's own when left out). */
  name?: string;
  value: V;
  choices: RadioChoice<V>[];
  onChange: (value: V) => void;
  labelledBy?: string;
}) {
  const ownName = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="radio-group">
      {choices.map((c) => (
        <label key={c.value} className="radio-group__choice">
          <input
            type="radio"
            name={name ?? ownName}
            value={String(c.value)}
            checked={c.value === value}
            onChange={() => onChange(c.value)}
          />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  );
}
