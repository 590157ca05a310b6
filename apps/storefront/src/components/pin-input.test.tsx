// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
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

  it("works as a Form.Item control: the label's id on the first box, the error on every box", async () => {
    const onFinish = vi.fn();
    await renderWithProviders(
      <Form onFinish={onFinish}>
        <Form.Item name="pin" label="PIN" rules={[{ required: true, len: 6, message: 'Six digits' }]}>
          <PinInput length={6} aria-label="PIN" />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    expect(boxesOf()[0]!.id).toBe('pin');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Six digits');
    expect(boxesOf().every((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true);
    fireEvent.change(boxesOf()[0]!, { target: { value: '258147' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ pin: '258147' }));
  });
});
