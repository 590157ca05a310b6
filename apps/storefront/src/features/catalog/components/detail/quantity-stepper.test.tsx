// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { quantityLimits } from './quantity-limits.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

async function render(stock: number, min_buy = 0, max_buy = 0, value = 1) {
  const onChange = vi.fn();
  const limits = quantityLimits({ stock, min_buy, max_buy });
  const ui = (
    <QuantityStepper
      value={value}
      limits={limits}
      stock={stock}
      unit="pcs"
      minBuy={min_buy}
      maxBuy={max_buy}
      onChange={onChange}
    />
  );
  await renderWithProviders(ui);
  return { onChange, box: screen.getByLabelText('Quantity') as HTMLInputElement };
}

describe('goods QuantityStepper', () => {
  it('spells out the stock, the minimum order and the per-person limit', async () => {
    await render(8, 2, 4, 2);
    expect(screen.getByText('8 in stock')).toBeTruthy();
    expect(screen.getByText('Minimum 2')).toBeTruthy();
    expect(screen.getByText('Limit 4 per person')).toBeTruthy();
  });

  it('refuses a typed quantity above the per-person limit with its message, keeping the last one', async () => {
    const { onChange, box } = await render(8, 0, 4);
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('quantity-error').textContent).toBe('Purchase limit: at most 4 per member');
    expect(box.value).toBe('1');
  });

  it('refuses an emptied box or a zero instead of silently using the minimum', async () => {
    const { onChange, box } = await render(8, 2, 0, 3);
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
    expect(screen.getByTestId('quantity-error').textContent).toBe('Please enter a whole number');
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(screen.getByTestId('quantity-error').textContent).toBe('Purchase quantity cannot be 0');
    expect(box.value).toBe('3');
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.queryByTestId('quantity-error')).toBeNull();
  });

  it('is closed when sold out', async () => {
    const soldOut = await render(0);
    expect(soldOut.box.disabled).toBe(true);
    expect(screen.getByText('Product sold out')).toBeTruthy();
  });

  it('says the stock is insufficient when it is below the minimum order', async () => {
    const short = await render(1, 3);
    expect(short.box.disabled).toBe(true);
    expect(screen.getByText('Insufficient stock')).toBeTruthy();
    expect(screen.getByText('1 in stock')).toBeTruthy();
  });
});
