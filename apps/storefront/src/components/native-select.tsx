import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import './field-frame.css';
import './native-select.css';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'placeholder' | 'size'
>;

/**
 * A native select in antd's Select look: antd's Select brought its popup engine and option list (26 KiB gzip)
 * onto every form page that had one (issue 12). It works inside antd's Form.Item like antd's controls do: it
 * takes the `value`, `onChange(value)`, `id`, `ref` and `aria-*` the Form.Item hands over (other attributes
 * reach the select as they are) and shows Form.Item's error through `aria-invalid`.
 */
export function NativeSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  empty,
  size,
  labelRender,
  className,
  ...native
}: NativeProps & {
  options: SelectOption<V>[];
  /** Form.Item starts a field with no initial value at undefined; a reset field may be null. */
  value?: V | null;
  /** Called with the option's own value: a number stays a number. */
  onChange?: (value: V) => void;
  /** Shown while nothing is chosen; not itself a choice. */
  placeholder?: string;
  /** Said in the list when there is nothing to choose. */
  empty?: string;
  size?: 'large';
  /** What the closed select shows for the chosen option, when it should say less than the option does. */
  labelRender?: (option: SelectOption<V>) => ReactNode;
}) {
  const chosen = value === undefined || value === null ? '' : String(value);
  const chosenOption = options.find((o) => String(o.value) === chosen);
  const change = (e: ChangeEvent<HTMLSelectElement>) => {
    const option = options.find((o) => String(o.value) === e.target.value);
    if (option) onChange?.(option.value);
  };
  const classes = [
    'mall-select',
    chosen ? '' : 'mall-select--empty',
    size === 'large' ? 'mall-select--large' : '',
    labelRender && chosenOption ? 'mall-select--rendered' : '',
    labelRender ? '' : className,
  ];
  const select = (
    <select {...native} className={classes.filter(Boolean).join(' ')} value={chosen} onChange={change}>
      {!chosen && (
        <option value="" disabled hidden>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
      {options.length === 0 && empty && <option disabled>{empty}</option>}
    </select>
  );
  if (!labelRender) return select;
  // A native select shows its chosen option's whole text; the shorter label is laid over it instead.
  return (
    <span className={['mall-select-frame', className].filter(Boolean).join(' ')}>
      {select}
      {chosenOption && (
        <span className="mall-select-label" aria-hidden>
          {labelRender(chosenOption)}
        </span>
      )}
    </span>
  );
}
