// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

async function stepper(value: number, min = 1, stock = 5, maxBuy = 0) {
  const onChange = vi.fn();
  await renderWithProviders(
    <QuantityStepper value={value} min={min} stock={stock} maxBuy={maxBuy} name="Tea" onChange={onChange} />,
  );
  const box = screen.getByLabelText('Quantity of Tea') as HTMLInputElement;
  const type = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.blur(box);
  };
  return { onChange, box, type };
}

const error = () => screen.queryByTestId('quantity-error')?.textContent;

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

  it('commits a typed quantity that fits, without a message', async () => {
    const { onChange, type } = await stepper(2, 1, 5);
    type('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(error()).toBeUndefined();
  });

  it("refuses what does not fit with the spec's message and keeps the last valid quantity", async () => {
    const { onChange, type, box } = await stepper(3, 2, 5, 4);
    const cases: [string, string][] = [
      ['0', 'Purchase quantity cannot be 0'],
      ['-3', 'Purchase quantity cannot be 0'],
      ['abc', 'Please enter a whole number'],
      ['1', 'This product is sold from 2 pieces'],
      ['5', 'Purchase limit: at most 4 per member'],
    ];
    for (const [text, message] of cases) {
      type(text);
      expect(error()).toBe(message);
      expect(box.value).toBe('3');
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the stock when it is the tighter bound', async () => {
    const { type } = await stepper(2, 1, 5, 0);
    type('9');
    expect(error()).toBe('Insufficient stock (only 5 left)');
  });
});
