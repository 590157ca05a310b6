// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';
import { required, useForm, type Rule } from './use-form.ts';

type Values = { name: string; password: string; confirm: string };
const same: Rule<Values> = (value, values) => (value === values.password ? undefined : 'Does not match');

function Sample({ onValid }: { onValid: (v: Values) => void }) {
  const form = useForm<Values>(
    { name: '', password: '', confirm: '' },
    { name: [required('Enter a name')], confirm: [same] },
  );
  return (
    <form onSubmit={form.onSubmit(onValid)}>
      <FormField {...form.rows.name}>
        <input aria-label="Name" {...form.fields.name} />
      </FormField>
      <FormField {...form.rows.password}>
        <input aria-label="Password" {...form.fields.password} />
      </FormField>
      <FormField {...form.rows.confirm}>
        <input aria-label="Confirm" {...form.fields.confirm} />
      </FormField>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Empty
      </button>
      <button type="button" onClick={() => form.reset(form.values)}>
        Keep
      </button>
    </form>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('useForm', () => {
  it('checks every field on submit, shows the message under its field and focuses the first that fails', () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a name');
    expect(box('Name').getAttribute('aria-invalid')).toBe('true');
    expect(box('Name').getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(box('Name'));
  });

  it('checks a field as it changes, and only once it has changed', () => {
    render(<Sample onValid={() => {}} />);
    fireEvent.change(box('Password'), { target: { value: 'abc' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box('Name'), { target: { value: 'x' } });
    fireEvent.change(box('Name'), { target: { value: '  ' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a name');
    fireEvent.change(box('Name'), { target: { value: 'Ann' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box('Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks a confirmation again when the field it depends on changes', () => {
    render(<Sample onValid={() => {}} />);
    fireEvent.change(box('Password'), { target: { value: 'abc' } });
    fireEvent.change(box('Confirm'), { target: { value: 'abc' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box('Password'), { target: { value: 'abcd' } });
    expect(screen.getByRole('alert').textContent).toBe('Does not match');
  });

  it('hands the values over when every rule passes', () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    fireEvent.change(box('Name'), { target: { value: 'Ann' } });
    fireEvent.change(box('Password'), { target: { value: 'pw' } });
    fireEvent.change(box('Confirm'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann', password: 'pw', confirm: 'pw' });
  });

  it('resets to the initial values, or to the ones given, with no message shown and no field checked', () => {
    const onValid = vi.fn();
    render(<Sample onValid={onValid} />);
    fireEvent.change(box('Name'), { target: { value: '  ' } });
    fireEvent.change(box('Password'), { target: { value: 'abc' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a name');
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box('Name').value).toBe('  ');
    expect(box('Name').hasAttribute('aria-invalid')).toBe(false);
    // No field is checked any more: a change elsewhere does not bring the name's message back.
    fireEvent.change(box('Password'), { target: { value: 'abcd' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Empty' }));
    expect([box('Name').value, box('Password').value, box('Confirm').value]).toEqual(['', '', '']);
    // The next change reads the reset values: the password is empty now, not 'abcd'.
    fireEvent.change(box('Confirm'), { target: { value: 'abcd' } });
    expect(screen.getByRole('alert').textContent).toBe('Does not match');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Enter a name',
      'Does not match',
    ]);
  });
});
