import { useId } from 'react';
import type { SelectOption } from '../../../components/native-select.tsx';

/**
 * One of a few choices as a row of joined buttons (antd's button-style radio group), made of native radios so
 * the arrow keys move between them: antd's Radio brought rc-form's store along (10 KiB gzip, issue 12).
 */
export function ChoiceButtons<V extends string>({
  value,
  choices,
  onChange,
}: {
  value: V | undefined;
  choices: SelectOption<V>[];
  onChange: (value: V) => void;
}) {
  const name = useId();
  return (
    <div className="co-choices" role="radiogroup">
      {choices.map((c) => (
        <label key={c.value} className={`co-choice${c.value === value ? ' co-choice--on' : ''}`}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={c.value === value}
            onChange={() => onChange(c.value)}
          />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  );
}
