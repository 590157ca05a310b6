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

  it('brings a typed quantity inside stock and the per-person limit when the box is left', async () => {
    const { onChange, box } = await render(8, 0, 4);
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('turns an emptied box into the minimum', async () => {
    const { onChange, box } = await render(8, 2, 0, 3);
    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(2);
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
