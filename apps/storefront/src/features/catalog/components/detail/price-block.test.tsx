// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { GoodsSkuDetail } from '../../api/catalog-types.ts';
import { PriceBlock } from './price-block.tsx';

const NOW = new Date('2026-03-01T10:00:00Z');
const nowSeconds = NOW.getTime() / 1000;
const sku = (over: Partial<GoodsSkuDetail>) =>
  ({
    price: '100',
    discount_price: '100',
    market_price: '',
    member_price: '',
    promotion_type: 0,
    end_time: 0,
    ...over,
  }) as GoodsSkuDetail;

describe('PriceBlock', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('during a running discount shows the sale price, strikes the price and counts down to the end', async () => {
    const ends = nowSeconds + 86_400 + 2 * 3600 + 3 * 60 + 4;
    const { container } = await renderWithProviders(
      <PriceBlock sku={sku({ promotion_type: 1, discount_price: '79.9', end_time: ends })} />,
      { money_symbol: '¥' },
    );
    expect(container.querySelector('.detail-price__now')?.textContent).toBe('¥79.90');
    expect(container.querySelector('del.detail-price__old')?.textContent).toBe('¥100.00');
    expect(screen.getAllByText('Sale price').length).toBe(2);
    expect(container.querySelector('.detail-price__countdown')?.textContent).toBe('Ends in1d 02:03:04');
  });

  it('shows the plain price when the discount has ended, with the higher list price struck', async () => {
    const ended = sku({
      promotion_type: 1,
      discount_price: '79.9',
      end_time: nowSeconds - 1,
      market_price: '120',
    });
    const { container } = await renderWithProviders(<PriceBlock sku={ended} />, { money_symbol: '¥' });
    expect(container.querySelector('.detail-price__countdown')).toBeNull();
    expect(container.querySelector('.detail-price__now')?.textContent).toBe('¥100.00');
    expect(screen.getByText('List price')).toBeTruthy();
    expect(container.querySelector('del.detail-price__old')?.textContent).toBe('¥120.00');
  });

  it('shows the member price when there is one and no list price that is not higher', async () => {
    const plain = sku({ market_price: '90', member_price: '95' });
    const { container } = await renderWithProviders(<PriceBlock sku={plain} />, { money_symbol: '$' });
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.detail-price__member')?.textContent).toBe('$95.00');
  });
});
