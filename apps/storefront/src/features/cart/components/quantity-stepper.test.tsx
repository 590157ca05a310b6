// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

async function stepper(value: number, min = 1, max = 5) {
  const onChange = vi.fn();
  await renderWithProviders(
    <QuantityStepper value={value} min={min} max={max} name="Tea" onChange={onChange} />,
  );
  const box = screen.getByLabelText('Quantity of Tea') as HTMLInputElement;
  const type = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.blur(box);
  };
  return { onChange, box, type };
}

describe('cart QuantityStepper', () => {
  it('steps by one within min and max, and disables the buttons at the ends', async () => {
    const { onChange } = await stepper(1, 1, 2);
    expect((screen.getByLabelText('One less Tea') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('One more Tea'));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('disables "one more" when the stock is reached', async () => {
    await stepper(5, 1, 5);
    expect((screen.getByLabelText('One more Tea') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('One less Tea') as HTMLButtonElement).disabled).toBe(false);
  });

  it('pulls a typed number into range when the box is left', async () => {
    const { onChange, type, box } = await stepper(2, 1, 5);
    type('9');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(box.value).toBe('5');
  });

  it('keeps the quantity when the box is emptied or holds no number', async () => {
    const { onChange, type, box } = await stepper(3, 1, 5);
    type('');
    type('abc');
    expect(onChange).not.toHaveBeenCalled();
    expect(box.value).toBe('3');
  });
});
