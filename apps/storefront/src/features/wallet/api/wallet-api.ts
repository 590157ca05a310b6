import { wallet, type Paged } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../lib/query-client.ts';
import { request } from '../../../lib/request.ts';
import { MEMBER_KEY } from '../../account/index.ts';

/*
 * The wallet's calls. Every key starts with the member key, so a payment or a withdrawal that refreshes the
 * member's data (refreshMemberData, or the invalidation below) refreshes these pages and /member/index too.
 */
const KEY = [MEMBER_KEY, 'wallet'] as const;
const post = <T>(url: string, data: Record<string, unknown> = {}) =>
  request<T>({ url, data, forceLogin: true });

/** After any money or account change: the member's figures everywhere are read again. */
export const refreshWallet = () => queryClient.invalidateQueries({ queryKey: [MEMBER_KEY] });

function useWalletQuery<T>(name: string, url: string, data: Record<string, unknown> = {}, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...KEY, name, data, i18n.language],
    queryFn: () => post<T>(url, data),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export const useAccountInfo = () => useWalletQuery<wallet.AccountInfo>('info', '/api/memberaccount/info');

export const useLedgerPage = (filter: { account_type: string; from_type: string; page: number }) =>
  useWalletQuery<Paged<wallet.LedgerEntry>>('ledger', '/api/memberaccount/page', {
    ...filter,
    page_size: 10,
  });

// The server keeps at most BANK_ACCOUNT_MAX accounts per member, so one page holds them all.
export const useBankAccounts = () =>
  useWalletQuery<Paged<wallet.BankAccount>>('accounts', '/api/memberbankaccount/page', {
    page: 1,
    page_size: wallet.BANK_ACCOUNT_MAX,
  });

export const useBankAccount = (id: number | undefined) =>
  useWalletQuery<wallet.BankAccount>('account', '/api/memberbankaccount/info', { id }, id !== undefined);

export const useWithdrawInfo = () =>
  useWalletQuery<wallet.WithdrawInfo>('withdraw-info', '/api/memberwithdraw/info');

export const useWithdrawPage = (page: number) =>
  useWalletQuery<Paged<wallet.WithdrawRow>>('withdraws', '/api/memberwithdraw/page', { page, page_size: 10 });

export const useWithdrawDetail = (id: number | undefined) =>
  useWalletQuery<wallet.WithdrawDetail>('withdraw', '/api/memberwithdraw/detail', { id }, id !== undefined);

export type BankAccountForm = Omit<wallet.BankAccountInput, 'branch_bank_name' | 'is_default'> & {
  branch_bank_name?: string;
  is_default?: number;
};

async function write<T>(url: string, data: Record<string, unknown>): Promise<T> {
  const result = await post<T>(url, data);
  await refreshWallet();
  return result;
}

export const walletApi = {
  addAccount: (form: BankAccountForm) => write<number>('/api/memberbankaccount/add', form),
  editAccount: (id: number, form: BankAccountForm) =>
    write<number>('/api/memberbankaccount/edit', { id, ...form }),
  setDefault: (id: number) => write<number>('/api/memberbankaccount/setdefault', { id }),
  removeAccount: (id: number) => write<number>('/api/memberbankaccount/delete', { id }),
  /** The fee preview: the server checks the amount as the apply will (format, minimum, cash, an account). */
  fee: (apply_money: string, account_id: number | undefined) =>
    post<wallet.WithdrawFee>('/api/memberwithdraw/fee', { apply_money, account_id }),
  apply: (d: {
    apply_money: string;
    account_id: number | undefined;
    pay_password: string;
    idempotency_key: string;
  }) => write<{ id: number; withdraw_no: string; status: number }>('/api/memberwithdraw/apply', d),
};
