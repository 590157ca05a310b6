// @vitest-environment jsdom
import type { wallet } from '@mall/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Page } from './withdrawal-detail-page.tsx';

const shown = vi.hoisted(() => ({ row: undefined as wallet.WithdrawDetail | undefined }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useSearchParams: () => [new URLSearchParams('id=9')],
}));
vi.mock('../api/wallet-api.ts', () => ({
  useWithdrawDetail: () => ({ data: shown.row, isError: false }),
}));

const ROW: wallet.WithdrawDetail = {
  id: 9,
  withdraw_no: 'W2026',
  apply_money: '30.00',
  service_money: '0.30',
  money: '29.70',
  status: 0,
  status_name: '',
  transfer_type: 'bank',
  transfer_type_name: '',
  apply_time: 1_700_000_000,
  rate: '1.00',
  realname: 'Ivan',
  mobile: '13912345678',
  bank_name: 'Bank of China',
  account_number: '6222',
  audit_time: 0,
  payment_time: 0,
  refuse_reason: '',
  certificate_remark: '',
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  shown.row = undefined;
});

describe('withdrawal_detail', () => {
  it('shows the request’s facts, the account in one line, and no refusal while pending', async () => {
    shown.row = ROW;
    await renderWithProviders(<Page />);
    expect(screen.getByTestId('withdraw-detail')).toBeTruthy();
    expect(fact('Number')).toBe('W2026');
    expect(fact('Fee rate')).toBe('1.00%');
    expect(fact('To')).toBe('Bank card · Ivan · Bank of China · 6222');
    expect(screen.queryByText('Transfer note', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a refusal with its reason and that the cash is back, and shows the transfer note across the row', async () => {
    shown.row = { ...ROW, status: -1, refuse_reason: 'Name differs', certificate_remark: 'Note 1' };
    await renderWithProviders(<Page />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Reason for refusal: Name differsThe amount is back in your withdrawable cash.',
    );
    expect(fact('Transfer note')).toBe('Note 1');
    expect(screen.getByText('Transfer note', { selector: 'dt' }).parentElement?.className).toContain(
      'fact-list__item--row',
    );
  });

  it('shows loading lines until the request is read', async () => {
    const { container } = await renderWithProviders(<Page />);
    expect(container.querySelector('.shimmer-lines')).not.toBeNull();
    expect(screen.queryByTestId('withdraw-detail')).toBeNull();
  });
});
