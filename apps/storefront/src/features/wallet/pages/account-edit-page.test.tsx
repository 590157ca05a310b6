// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { walletApi } from '../api/wallet-api.ts';
import { Page } from './account-edit-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/wallet-api.ts', () => ({
  useBankAccount: () => ({ data: undefined, isPlaceholderData: false }),
  walletApi: { addAccount: vi.fn(() => Promise.resolve(7)), editAccount: vi.fn() },
}));

const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => vi.clearAllMocks());

describe('account_edit', () => {
  it('asks for every field on save, names the wrong one and sends nothing', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByRole('radio', { name: 'Alipay' })).toHaveProperty('checked', true);
    save();
    expect(alerts()).toEqual(['Please fill this in', 'Please fill this in', 'Please fill this in']);
    expect(box('Account holder').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Account holder'));
    type('Mobile', '12345');
    expect(alerts()).toContain('The phone format is incorrect');
    type('Account holder', '   ');
    expect(box('Account holder').getAttribute('aria-invalid')).toBe('true');
    expect(walletApi.addAccount).not.toHaveBeenCalled();
  });

  it('asks for the bank only for a bank card, and sends the trimmed account', async () => {
    await renderWithProviders(<Page />);
    expect(screen.queryByRole('textbox', { name: 'Bank' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Bank card' }));
    type('Account holder', ' Wang ');
    type('Mobile', '13912345678');
    type('Account number', '6222 0000');
    save();
    expect(alerts()).toEqual(['Please fill this in']);
    expect(box('Bank').getAttribute('aria-invalid')).toBe('true');
    type('Bank', ' Bank of China ');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use as the default account' }));
    save();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Account saved', 'success'));
    expect(walletApi.addAccount).toHaveBeenCalledWith({
      withdraw_type: 'bank',
      realname: 'Wang',
      mobile: '13912345678',
      branch_bank_name: 'Bank of China',
      bank_account: '6222 0000',
      is_default: 1,
    });
  });

  it('sends no bank for an Alipay account and names the account field for it', async () => {
    await renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('radio', { name: 'Bank card' }));
    type('Bank', 'Left over');
    fireEvent.click(screen.getByRole('radio', { name: 'WeChat' }));
    type('Account holder', 'Wang');
    type('Mobile', '13912345678');
    type('Alipay account', 'wang@example.com');
    save();
    await waitFor(() => expect(walletApi.addAccount).toHaveBeenCalled());
    expect(vi.mocked(walletApi.addAccount).mock.calls[0]![0]).toMatchObject({
      withdraw_type: 'wechatpay',
      branch_bank_name: '',
      is_default: 0,
    });
  });

  it('saves an Alipay account without ever asking for a bank, the type group named by its label', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeTruthy();
    type('Account holder', 'Wang');
    type('Mobile', '13912345678');
    type('Alipay account', 'wang@example.com');
    save();
    await waitFor(() => expect(walletApi.addAccount).toHaveBeenCalled());
    expect(alerts()).toEqual([]);
  });
});
