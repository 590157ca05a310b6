// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormRow } from './form/form-row.tsx';
import { useForm } from './form/use-form.ts';
import { PinInput } from './pin-input.tsx';

function Held({ start = '', onChange }: { start?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <PinInput
      length={6}
      aria-label="PIN"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

const boxesOf = () => screen.getAllByRole<HTMLInputElement>('textbox');

describe('PinInput', () => {
  it('is a named group of one masked box per digit, each named by its place', async () => {
    await renderWithProviders(<Held start="12" />);
    const group = screen.getByRole('group', { name: 'PIN' });
    expect(group.querySelectorAll('input')).toHaveLength(6);
    expect(boxesOf()[1]!.getAttribute('aria-label')).toBe('Digit 2 of 6');
    expect(boxesOf().map((b) => b.value)).toEqual(['•', '•', '', '', '', '']);
  });

  it('takes digits only, moves on after each, and a paste fills the boxes from where it lands', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Held onChange={onChange} />);
    fireEvent.change(boxesOf()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxesOf()[1]);
    fireEvent.change(boxesOf()[1]!, { target: { value: 'x' } });
    expect(onChange).toHaveBeenLastCalledWith('4');
    fireEvent.change(boxesOf()[1]!, { target: { value: '5-8 1 47 99' } });
    expect(onChange).toHaveBeenLastCalledWith('458147');
    expect(document.activeElement).toBe(boxesOf()[5]);
  });

  it('closes the gap a deleted digit leaves; Backspace in an empty box deletes the one before', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Held start="123" onChange={onChange} />);
    fireEvent.keyDown(boxesOf()[0]!, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('23');
    fireEvent.keyDown(boxesOf()[2]!, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(document.activeElement).toBe(boxesOf()[1]);
  });

  it('sends the focus to the first empty box, never past it', async () => {
    await renderWithProviders(<Held start="1" />);
    act(() => boxesOf()[4]!.focus());
    expect(document.activeElement).toBe(boxesOf()[1]);
  });

  it("works as a field of our form: the label on the first box, the rule's message on every box", async () => {
    const onValid = vi.fn();
    function Probe() {
      const form = useForm(
        { pin: '' },
        { pin: [(value) => (value.length === 6 ? undefined : 'Six digits')] },
      );
      // As the payment password's dialog hands a field to the boxes: the digits rather than a change event.
      const { id, value, 'aria-invalid': invalid, 'aria-describedby': describedBy } = form.fields.pin;
      return (
        <form onSubmit={form.onSubmit(onValid)}>
          <FormRow label="PIN" htmlFor={id} required {...form.rows.pin}>
            <PinInput
              length={6}
              aria-label="PIN"
              id={id}
              value={value}
              onChange={(digits) => form.setValue('pin', digits)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </FormRow>
          <button type="submit">Save</button>
        </form>
      );
    }
    await renderWithProviders(<Probe />);
    const label = screen.getByText<HTMLLabelElement>('PIN', { selector: 'label' });
    expect(label.control).toBe(boxesOf()[0]);
    expect(boxesOf().some((b) => b.hasAttribute('aria-invalid'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Six digits');
    expect(boxesOf().every((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(screen.getByRole('group', { name: 'PIN' }).getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(boxesOf()[0]);
    expect(onValid).not.toHaveBeenCalled();
    // Checked as it changes once submitted: a short PIN keeps the message, six digits clear it.
    fireEvent.change(boxesOf()[0]!, { target: { value: '258' } });
    expect(boxesOf().map((b) => b.value)).toEqual(['•', '•', '•', '', '', '']);
    expect(screen.getByRole('alert').textContent).toBe('Six digits');
    fireEvent.change(boxesOf()[3]!, { target: { value: '147' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(boxesOf().some((b) => b.hasAttribute('aria-invalid'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ pin: '258147' });
  });
});
