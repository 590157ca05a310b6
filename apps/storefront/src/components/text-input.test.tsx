// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormRow } from './form/form-row.tsx';
import { required, useForm } from './form/use-form.ts';
import { PasswordInput, TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('is a bare input when it has nothing beside its text, and gives its ref the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="Name" size="large" maxLength={5} className="wide" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.className).toBe('mall-input mall-input--large wide');
    expect(input.maxLength).toBe(5);
    expect(ref.current).toBe(input);
  });

  it('frames a prefix and suffix with the input, and the frame takes the class and the disabled look', () => {
    render(
      <TextInput aria-label="Mobile" prefix={<i>icon</i>} suffix={<b>all</b>} className="narrow" disabled />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile' });
    const frame = input.parentElement!;
    expect(frame.className).toBe('mall-input mall-input--affix mall-input--disabled narrow');
    expect(input.className).toBe('');
    expect(input.disabled).toBe(true);
    expect(frame.textContent).toBe('iconall');
  });

  it('puts the caret in the input when its icon is pressed', () => {
    render(<TextInput aria-label="Mobile" prefix={<i>icon</i>} />);
    fireEvent.mouseDown(screen.getByText('icon'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mobile' }));
  });

  it('counts the text against its maximum and marks a longer one without cutting it', () => {
    const { rerender } = render(<TextInput aria-label="Nick" value="abc" countMax={4} onChange={() => {}} />);
    const frame = screen.getByRole('textbox').parentElement!;
    expect(frame.textContent).toBe('3 / 4');
    expect(frame.className).not.toContain('mall-input--invalid');
    rerender(<TextInput aria-label="Nick" value="abcde" countMax={4} onChange={() => {}} />);
    expect(frame.textContent).toBe('5 / 4');
    expect(frame.className).toContain('mall-input--invalid');
    expect(frame.className).toContain('mall-input--over');
  });

  it("works as a field of our form: named by its label, its rule's message on it and its frame, the text sent", () => {
    const onValid = vi.fn();
    function Probe() {
      const form = useForm({ name: '' }, { name: [required('Say a name')] });
      return (
        <form onSubmit={form.onSubmit(onValid)}>
          <FormRow label="Name" htmlFor={form.fields.name.id} required {...form.rows.name}>
            <TextInput {...form.fields.name} prefix={<i>icon</i>} maxLength={20} />
          </FormRow>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Probe />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.value).toBe('');
    expect(input.name).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Say a name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(input.parentElement!.className).toContain('mall-input--invalid');
    expect(document.activeElement).toBe(input);
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Ann' } });
    expect(input.value).toBe('Ann');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.parentElement!.className).not.toContain('mall-input--invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ann' });
  });
});

describe('PasswordInput', () => {
  it('hides its text until its eye (a named, pressable button) is pressed', async () => {
    await renderWithProviders(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye.getAttribute('type')).toBe('button');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eye);
    expect(input.type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(eye);
    expect(input.type).toBe('password');
  });
});
