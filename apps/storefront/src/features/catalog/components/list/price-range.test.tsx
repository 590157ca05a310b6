// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PriceRange } from './price-range.tsx';

async function range(min = '', max = '') {
  const onApply = vi.fn();
  await renderWithProviders(<PriceRange min={min} max={max} onApply={onApply} />);
  const low = screen.getByLabelText('Min') as HTMLInputElement;
  const high = screen.getByLabelText('Max') as HTMLInputElement;
  return { onApply, low, high, ok: () => fireEvent.click(screen.getByRole('button', { name: 'OK' })) };
}

describe('PriceRange', () => {
  it('applies both bounds with two decimals', async () => {
    const { onApply, low, high, ok } = await range();
    fireEvent.change(low, { target: { value: '10' } });
    fireEvent.change(high, { target: { value: '99.5' } });
    ok();
    expect(onApply).toHaveBeenCalledWith('10.00', '99.50');
  });

  it('swaps bounds entered the wrong way round and leaves an empty bound empty', async () => {
    const { onApply, low, high, ok } = await range('50', '20');
    expect(low.value).toBe('50.00');
    ok();
    expect(onApply).toHaveBeenLastCalledWith('20.00', '50.00');
    fireEvent.change(high, { target: { value: '' } });
    ok();
    expect(onApply).toHaveBeenLastCalledWith('50.00', '');
  });

  it('holds a typed bound within 0 … 99,999,999, applies on Enter, and is a number box', async () => {
    const { onApply, low, high } = await range();
    expect(low.type).toBe('number');
    fireEvent.change(low, { target: { value: '-5' } });
    fireEvent.change(high, { target: { value: '123456789' } });
    fireEvent.keyDown(high, { key: 'Enter' });
    expect(onApply).toHaveBeenCalledWith('0.00', '99999999.00');
  });
});
