// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Page } from './recharge-detail-page.tsx';

const buy = vi.hoisted(() => ({ mutate: vi.fn(), isPending: false }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useSearchParams: () => [new URLSearchParams('recharge_id=4')],
}));
vi.mock('../api/recharge-queries.ts', () => ({
  usePackage: () => ({
    data: {
      recharge_id: 4,
      recharge_name: 'Plus top-up',
      face_value: '300.00',
      buy_price: '280.00',
      point: 50,
      growth: 20,
      sale_num: 7,
    },
    isLoading: false,
    isError: false,
  }),
  useBuyPackage: () => buy,
}));

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('recharge_detail', () => {
  it('shows the package’s facts one a row, and buys it', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { name: 'Plus top-up' })).toBeTruthy();
    expect(fact('Gift points')).toBe('50');
    expect(fact('Sold')).toBe('7');
    expect(fact('Face value')).toContain('300.00');
    const rows = document.querySelectorAll('.fact-list__item--row');
    expect(rows).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(buy.mutate).toHaveBeenCalledWith(4);
  });
});
