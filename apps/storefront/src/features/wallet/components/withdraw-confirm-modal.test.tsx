// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { walletApi } from '../api/wallet-api.ts';
import { WithdrawConfirmModal, type Confirming } from './withdraw-confirm-modal.tsx';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => navigate,
}));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/wallet-api.ts', () => ({ walletApi: { apply: vi.fn(() => Promise.resolve({ id: 42 })) } }));

const CONFIRMING: Confirming = {
  fee: { apply_money: '50.00', service_money: '0.50', money: '49.50' },
  accountId: 5,
  idempotencyKey: 'once-1',
};

/** The apply page's part: "Next" opens the confirmation with the server's fee, Cancel or × closes it. */
function Page() {
  const [confirming, setConfirming] = useState<Confirming | null>(CONFIRMING);
  return (
    <>
      <button onClick={() => setConfirming(CONFIRMING)}>Next</button>
      <WithdrawConfirmModal confirming={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

const password = () => screen.getByLabelText<HTMLInputElement>('Payment password', { selector: 'input' });
const ok = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm withdrawal' });

beforeEach(() => vi.clearAllMocks());

describe('WithdrawConfirmModal', () => {
  it('shows the amount, the fee and what arrives, and the payment password’s rule', async () => {
    await renderWithProviders(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('0.50');
    expect(screen.getByTestId('withdraw-arrives').textContent).toContain('49.50');
    expect(dialog.textContent).toContain('Enter your 6-digit payment password');
    expect(dialog.contains(screen.getByRole('button', { name: 'Cancel' }))).toBe(true);
  });

  it('takes digits only, and OK only once there are six', async () => {
    await renderWithProviders(<Page />);
    expect(ok().disabled).toBe(true);
    fireEvent.change(password(), { target: { value: '12a34' } });
    expect(password().value).toBe('1234');
    expect(ok().disabled).toBe(true);
    fireEvent.click(ok());
    fireEvent.change(password(), { target: { value: '258147' } });
    expect(ok().disabled).toBe(false);
    fireEvent.submit(password().closest('form')!);
    expect(walletApi.apply).not.toHaveBeenCalled();
  });

  it('applies with the password and the confirmation’s key, then shows the withdrawal', async () => {
    await renderWithProviders(<Page />);
    fireEvent.change(password(), { target: { value: '258147' } });
    await act(async () => fireEvent.click(ok()));
    expect(walletApi.apply).toHaveBeenCalledWith({
      apply_money: '50.00',
      account_id: 5,
      pay_password: '258147',
      idempotency_key: 'once-1',
    });
    expect(toast).toHaveBeenCalledWith('Withdrawal submitted', 'success');
    expect(navigate).toHaveBeenCalledWith('/member/withdrawal_detail?id=42');
  });

  it('a refusal (wrong password) stays on the confirmation', async () => {
    vi.mocked(walletApi.apply).mockRejectedValueOnce(new Error('wrong password'));
    await renderWithProviders(<Page />);
    fireEvent.change(password(), { target: { value: '111222' } });
    await act(async () => fireEvent.click(ok()));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(ok().disabled).toBe(false);
  });

  it('Cancel closes it and moves nothing', async () => {
    await renderWithProviders(<Page />);
    fireEvent.change(password(), { target: { value: '258147' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(walletApi.apply).not.toHaveBeenCalled();
  });
});
