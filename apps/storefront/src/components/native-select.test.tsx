// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
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

  it('works as a Form.Item control: its rule, its error and the submitted value of the option', async () => {
    const onFinish = vi.fn();
    let submit = () => {};
    function Probe() {
      const [form] = Form.useForm();
      submit = () => form.submit();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item name="store" label="Store" rules={[{ required: true, message: 'Pick a store' }]}>
            <NativeSelect placeholder="Choose a store" options={STORES} />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Store' });
    expect(select.id).toBe('store');
    act(() => submit());
    await screen.findByText('Pick a store');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBeNull());
    act(() => submit());
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ store: 7 }));
  });
});
