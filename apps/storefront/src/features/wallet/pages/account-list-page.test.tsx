// @vitest-environment jsdom
import { wallet } from '@mall/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { walletApi } from '../api/wallet-api.ts';
import { Page } from './account-list-page.tsx';

const shown = vi.hoisted(() => ({ list: [] as wallet.BankAccount[] }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/wallet-api.ts', () => ({
  useBankAccounts: () => ({ data: { list: shown.list, count: shown.list.length } }),
  walletApi: {
    setDefault: vi.fn(() => Promise.resolve(1)),
    removeAccount: vi.fn(() => Promise.resolve(1)),
  },
}));

const account = (id: number, is_default: number): wallet.BankAccount => ({
  id,
  realname: 'Wang',
  mobile: '13912345678',
  withdraw_type: 'alipay',
  withdraw_type_name: '',
  branch_bank_name: '',
  bank_account: `w${id}@example.com`,
  is_default,
});

beforeEach(() => {
  vi.clearAllMocks();
  shown.list = [];
});

describe('account_list', () => {
  it('says there is no account yet, and offers to add one', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByText('You have no withdrawal account yet.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Add an account/ }).disabled).toBe(false);
  });

  it('offers no more accounts at the maximum', async () => {
    shown.list = Array.from({ length: wallet.BANK_ACCOUNT_MAX }, (_, i) => account(i + 1, i === 0 ? 1 : 0));
    await renderWithProviders(<Page />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Add an account/ }).disabled).toBe(true);
  });

  it('marks the default account, which can be neither deleted nor made default again', async () => {
    shown.list = [account(1, 1), account(2, 0)];
    await renderWithProviders(<Page />);
    const [first, second] = screen.getAllByTestId('bank-account-card');
    expect(within(first!).getByText('Default')).toBeTruthy();
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).queryByText('Default')).toBeNull();
    fireEvent.click(within(second!).getByRole('button', { name: 'Set as default' }));
    expect(walletApi.setDefault).toHaveBeenCalledWith(2);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Default account set', 'success'));
  });

  it('deletes an account only once the question is answered OK', async () => {
    shown.list = [account(1, 1), account(2, 0)];
    await renderWithProviders(<Page />);
    const card = screen.getAllByTestId('bank-account-card')[1]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete this account?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(walletApi.removeAccount).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(walletApi.removeAccount).toHaveBeenCalledWith(2);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Account deleted', 'success'));
  });
});
