// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Amount } from './amount.tsx';
import { Money } from './money.tsx';

describe('Money', () => {
  it('shows the site symbol, smaller, before two decimals', async () => {
    const { container } = await renderWithProviders(<Money value="12.5" />, { money_symbol: '¥' });
    const price = container.querySelector('span.price')!;
    expect(price.textContent).toBe('¥12.50');
    expect(price.querySelector('small')?.textContent).toBe('¥');
  });

  it('rounds a number of whole units to cents and falls back to $ when the site sets no symbol', async () => {
    const { container } = await renderWithProviders(<Money value={3.456} className="x" />, {
      money_symbol: '',
    });
    expect(container.querySelector('span.x')?.textContent).toBe('$3.46');
  });

  it('shows an unreadable amount as zero', async () => {
    const { container } = await renderWithProviders(<Money value="abc" />, { money_symbol: '¥' });
    expect(container.textContent).toBe('¥0.00');
  });
});

describe('Amount', () => {
  it('puts the label before and a minus sign between label and symbol', async () => {
    await renderWithProviders(<Amount value="8" label="Coupon" minus strong />, { money_symbol: '¥' });
    const amount = screen.getByText('Coupon').parentElement!;
    expect(amount.textContent).toBe('Coupon-¥8.00');
    expect(amount.className).toContain('co-money--strong');
  });

  it('is plain without label, minus or emphasis, and groups thousands', async () => {
    const { container } = await renderWithProviders(<Amount value="1299" />, { money_symbol: '₩' });
    const amount = container.querySelector('.co-money')!;
    expect(amount.textContent).toBe('₩1,299.00');
    expect(amount.className).not.toContain('strong');
  });
});
