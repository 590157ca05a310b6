// @vitest-environment jsdom
import type { shop } from '@mall/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShopInfoCard } from './shop-info-card.tsx';

vi.mock('../../../lib/request.ts', () => ({ request: vi.fn() }));

const SHOP = {
  site_id: 7,
  site_name: 'Tea House',
  avatar: '',
  logo: '',
  is_own: 0,
  shop_collect: 3,
  seo_description: '',
  telephone: '',
  address: '',
  full_address: '',
  workingtime: '',
  shop_desccredit: '5.00',
  shop_servicecredit: '5.00',
  shop_deliverycredit: '5.00',
  main_categories: [],
} as unknown as shop.ShopDetail;

/** The dialog's module is compiled on its first import here, which can take longer than findBy's one second. */
const FIRST_IMPORT = { timeout: 10_000 };

describe('ShopInfoCard', () => {
  it('its terms button opens the shop’s terms in a dialog, loaded on the first click', async () => {
    vi.mocked(request).mockImplementation(async (o) =>
      o.url === '/api/shop/getShopTermsAndPolicy'
        ? { title: 'Returns and delivery', content: '<p>Returns within 7 days.</p>', site_name: 'Tea House' }
        : null,
    );
    await renderWithProviders(<ShopInfoCard shop={SHOP} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Shop terms and policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Returns and delivery' }, FIRST_IMPORT);
    expect(dialog.textContent).toContain('Returns within 7 days.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
