// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { walletApi } from '../api/wallet-api.ts';
import type { Confirming } from '../components/withdraw-confirm-modal.tsx';
import { Page } from './apply-withdrawal-page.tsx';

const member = vi.hoisted(() => ({ is_pay_password: 1 }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../../account/index.ts', () => ({ useCurrentMember: () => ({ data: member }) }));
vi.mock('../api/wallet-api.ts', () => ({
  useWithdrawInfo: () => ({
    data: {
      member_info: { balance_money: '123.45', balance_withdraw_apply: '0', balance_withdraw: '0' },
      config: { min: '10', rate: '1' },
    },
  }),
  useBankAccounts: () => ({
    data: {
      count: 2,
      list: [
        { id: 3, withdraw_type: 'bank', realname: 'Wang', bank_account: '6222', is_default: 0 },
        { id: 5, withdraw_type: 'alipay', realname: 'Wang', bank_account: 'w@x.cn', is_default: 1 },
      ],
    },
  }),
  walletApi: {
    fee: vi.fn((apply_money: string) =>
      Promise.resolve({ apply_money, service_money: '1.23', money: '122.22' }),
    ),
  },
}));
// The confirmation (a chunk of its own, withdraw-confirm-modal.test.tsx) stands in as the figures it would show.
vi.mock('../components/withdraw-confirm-modal.tsx', () => ({
  WithdrawConfirmModal: ({ confirming }: { confirming: Confirming | null }) =>
    confirming ? `confirm ${confirming.fee.money} to ${confirming.accountId}` : null,
}));

const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

beforeEach(() => {
  vi.clearAllMocks();
  member.is_pay_password = 1;
});

describe('apply_withdrawal', () => {
  it('asks for an amount before asking the server', async () => {
    await renderWithProviders(<Page />);
    fireEvent.change(amount(), { target: { value: '  ' } });
    next();
    expect(toast).toHaveBeenCalledWith('Please enter the withdrawal amount', 'error');
    expect(walletApi.fee).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('withdraws all to the default account, and shows the server’s fee to confirm', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'To account' }).value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw all' }));
    expect(amount().value).toBe('123.45');
    next();
    expect(await screen.findByText('confirm 122.22 to 5')).toBeTruthy();
    expect(walletApi.fee).toHaveBeenCalledWith('123.45', 5);
  });

  it('sends the account chosen and the amount trimmed, on Enter too', async () => {
    await renderWithProviders(<Page />);
    fireEvent.change(screen.getByRole('combobox', { name: 'To account' }), { target: { value: '3' } });
    fireEvent.change(amount(), { target: { value: ' 50 ' } });
    fireEvent.submit(amount().closest('form')!);
    await waitFor(() => expect(walletApi.fee).toHaveBeenCalledWith('50', 3));
  });

  it('sends a member without a payment password to set one', async () => {
    member.is_pay_password = 0;
    await renderWithProviders(<Page />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Set a payment password first');
    expect(screen.getByRole('link', { name: 'Set it in account security' }).getAttribute('href')).toBe(
      '/member/security',
    );
  });
});
