import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A rule answers the message to show, or undefined when the value passes; it sees the other fields too. */
export type Rule<V> = (value: string, values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]?: Rule<V>[] };

type StringFields = Record<string, string>;

/**
 * The props a field's input (or text area) takes: its value, its change, and what says it is wrong to a screen
 * reader.
 */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The props of a field's row (FormField): the message of the rule it failed, and the id the input points at. */
export interface RowProps {
  error?: string;
  errorId: string;
}

export interface Form<V extends StringFields> {
  values: V;
  fields: { [K in keyof V]: FieldProps };
  rows: { [K in keyof V]: RowProps };
  setValue: (name: keyof V, value: string) => void;
  /** Shows a message on a field from outside its rules (the server's, or "send the code first"). */
  setError: (name: keyof V, message: string) => void;
  /** Checks some fields now (before sending a code): their values if they pass, else undefined with the messages shown. */
  validate: (names: (keyof V)[]) => V | undefined;
  /** A submit handler: checks every field, shows what fails and focuses the first; calls `onValid` only if none. */
  onSubmit: (onValid: (values: V) => void) => (e: FormEvent<HTMLFormElement>) => void;
  /**
   * Starts again from `values` (the initial ones unless given) with no message shown and no field checked yet, as
   * antd's resetFields: a dialog's form emptied after a save, or keeping what was typed when it is closed.
   */
  reset: (values?: V) => void;
}

type Errors<V> = Partial<Record<keyof V, string>>;

const firstMessage = <V>(rules: Rule<V>[] | undefined, value: string, values: V) => {
  for (const rule of rules ?? []) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
};

/**
 * A form of text fields with rules, for the pages that draw without antd (issue 12). As antd's Form: a field is
 * checked as it changes and every field on submit; a field checked against another (a confirmation) is checked
 * again when that one changes.
 */
export function useForm<V extends StringFields>(initial: V, rules: Rules<V>): Form<V> {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  // Fields changed or submitted once: only they show a message, as antd's do.
  const checked = useRef(new Set<keyof V>());
  // The latest values, so a change reads what the previous change wrote even before React re-renders.
  const current = useRef(values);
  const names = Object.keys(initial) as (keyof V)[];
  const inputId = (name: keyof V) => `${prefix}-${String(name)}`;
  const errorId = (name: keyof V) => `${prefix}-${String(name)}-error`;

  const check = (now: V, which: Iterable<keyof V>): Errors<V> => {
    const out: Errors<V> = {};
    for (const name of which) out[name] = firstMessage(rules[name], now[name]!, now);
    return out;
  };

  const setValue = (name: keyof V, value: string) => {
    const next = { ...current.current, [name]: value };
    current.current = next;
    checked.current.add(name);
    setValues(next);
    setErrors((before) => ({ ...before, ...check(next, checked.current) }));
  };

  const validate = (which: (keyof V)[]): V | undefined => {
    const now = current.current;
    for (const name of which) checked.current.add(name);
    const found = check(now, which);
    setErrors((before) => ({ ...before, ...found }));
    const wrong = which.find((name) => found[name]);
    if (wrong === undefined) return now;
    document.getElementById(inputId(wrong))?.focus();
    return undefined;
  };

  const onSubmit = (onValid: (values: V) => void) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const valid = validate(names);
    if (valid) onValid(valid);
  };

  const setError = (name: keyof V, message: string) =>
    setErrors((before) => ({ ...before, [name]: message }));

  const reset = (to: V = initial) => {
    current.current = to;
    checked.current.clear();
    setValues(to);
    setErrors({});
  };

  const fields = {} as Form<V>['fields'];
  const rows = {} as Form<V>['rows'];
  for (const name of names) {
    const message = errors[name];
    fields[name] = {
      id: inputId(name),
      name: String(name),
      value: values[name]!,
      onChange: (e) => setValue(name, e.target.value),
      ...(message ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {}),
    };
    rows[name] = { error: message, errorId: errorId(name) };
  }
  return { values, fields, rows, setValue, setError, validate, onSubmit, reset };
}

/** Rules the storefront's forms share; each takes the message to show. */
export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    value.trim() ? undefined : message;
export const maxLength =
  <V>(max: number, message: string): Rule<V> =>
  (value) =>
    value.length > max ? message : undefined;
