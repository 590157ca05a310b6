// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { GoodsCard, type GoodsCardData } from './goods-card.tsx';

const goods = (over: Partial<GoodsCardData> = {}): GoodsCardData => ({
  sku_id: 7,
  sku_name: 'Tea cup',
  goods_name: 'Cup',
  sku_image: '',
  price: '20',
  market_price: '25.5',
  discount_price: '',
  sale_num: 3,
  ...over,
});

describe('GoodsCard', () => {
  it('shows the selling price and strikes the higher market price, both with two decimals', async () => {
    const { container } = await renderWithProviders(<GoodsCard goods={goods()} />, { money_symbol: '¥' });
    expect(container.querySelector('.goods-card__price')?.textContent).toBe('¥20.00');
    expect(container.querySelector('del.goods-card__market')?.textContent).toBe('¥25.50');
    expect(screen.getByText('3 sold')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/web/sku-7');
  });

  it('sells at the discount price when there is one', async () => {
    const { container } = await renderWithProviders(<GoodsCard goods={goods({ discount_price: '18.9' })} />, {
      money_symbol: '¥',
    });
    expect(container.querySelector('.goods-card__price')?.textContent).toBe('¥18.90');
  });

  it('strikes nothing when the market price is not higher, and can hide the sales', async () => {
    const card = goods({ market_price: '20.00' });
    const { container } = await renderWithProviders(<GoodsCard goods={card} hideSales />, {
      money_symbol: '$',
    });
    expect(container.querySelector('del')).toBeNull();
    expect(container.querySelector('.goods-card__sales')).toBeNull();
  });
});
