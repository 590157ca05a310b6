// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRow } from './form/form-row.tsx';
import { required, useForm } from './form/use-form.ts';
import { NativeSelect } from './native-select.tsx';

const STORES = [
  { value: 7, label: 'North store' },
  { value: 9, label: 'South store' },
];

describe('NativeSelect', () => {
  it('shows its placeholder until something is chosen and answers the chosen value as given (a number)', () => {
    const onChange = vi.fn();
    render(
      <NativeSelect aria-label="Store" placeholder="Choose a store" options={STORES} onChange={onChange} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    expect(select.selectedOptions[0]!.textContent).toBe('Choose a store');
    expect(select.className).toContain('mall-select--empty');
    fireEvent.change(select, { target: { value: '9' } });
    expect(onChange).toHaveBeenCalledWith(9);
  });

  it('offers no placeholder once a value is chosen, and says so when there is nothing to choose', () => {
    const { rerender } = render(
      <NativeSelect aria-label="Store" placeholder="Choose a store" value={7} options={STORES} />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect([...select.options].map((o) => o.textContent)).toEqual(['North store', 'South store']);
    expect(select.value).toBe('7');
    rerender(<NativeSelect aria-label="Store" value={undefined} options={[]} empty="No store" />);
    expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['', true],
      ['No store', true],
    ]);
  });

  it('shows a shorter label for the chosen option while the list keeps the whole text', () => {
    render(
      <NativeSelect
        aria-label="Country"
        value="86"
        options={[{ value: '86', label: '+86 China' }]}
        labelRender={(o) => `+${o.value}`}
        className="narrow"
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(select.selectedOptions[0]!.textContent).toBe('+86 China');
    expect(select.parentElement!.className).toBe('mall-select-frame narrow');
    expect(select.nextElementSibling!.textContent).toBe('+86');
  });

  it("works as a field of our form: named by its label, its rule's message on it, the chosen option sent", () => {
    const onValid = vi.fn();
    function Probe() {
      const form = useForm({ store: '' }, { store: [required('Pick a store')] });
      // As the settle-in form wires its category: the form keeps the option's value as text.
      const store = form.fields.store;
      return (
        <form onSubmit={form.onSubmit(onValid)}>
          <FormRow label="Store" htmlFor={store.id} required {...form.rows.store}>
            <NativeSelect
              id={store.id}
              name={store.name}
              aria-invalid={store['aria-invalid']}
              aria-describedby={store['aria-describedby']}
              value={store.value === '' ? undefined : Number(store.value)}
              onChange={(value) => form.setValue('store', String(value))}
              placeholder="Choose a store"
              options={STORES}
            />
          </FormRow>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Probe />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    expect(select.selectedOptions[0]!.textContent).toBe('Choose a store');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Pick a store');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(select);
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: '9' } });
    expect(select.selectedOptions[0]!.textContent).toBe('South store');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ store: '9' });
  });
});
