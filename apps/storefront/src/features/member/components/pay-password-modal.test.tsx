// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { memberApi } from '../api/member-api.ts';
import { PayPasswordModal } from './pay-password-modal.tsx';

const captcha = vi.hoisted(() => ({ id: 'cap-1', img: 'data:image/png;base64,AA', refresh: vi.fn() }));
vi.mock('../../account/api/use-captcha.ts', () => ({ useCaptcha: () => captcha }));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/member-api.ts', () => ({
  memberApi: {
    sendPayPasswordCode: vi.fn(() => Promise.resolve({ key: 'k1', to: '139****0000' })),
    verifyPayPasswordCode: vi.fn(() => Promise.resolve({})),
    modifyPayPassword: vi.fn(() => Promise.resolve({})),
  },
}));

function Row() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change</button>
      <PayPasswordModal open={open} onClose={() => setOpen(false)} isSet />
    </>
  );
}

const box = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);
/** Types (or pastes) digits into a PIN's first box: they fill the boxes from there. */
const pin = (group: string, digits: string) =>
  fireEvent.change(within(screen.getByRole('group', { name: group })).getAllByRole('textbox')[0]!, {
    target: { value: digits },
  });
const NEW = 'New payment password (6 digits)';
const AGAIN = 'Enter it again';

/** Step 1 done: a code sent with the captcha, and verified. */
async function verify() {
  type('Captcha', ' ab12 ');
  await click('Get code');
  type('Verification code', '123456');
  await click('Next');
  await screen.findByRole('group', { name: NEW });
}

beforeEach(() => vi.clearAllMocks());

describe('PayPasswordModal', () => {
  it('asks for the captcha before sending a code, then sends it trimmed with the captcha’s id', async () => {
    await renderWithProviders(<Row />);
    expect(screen.getByRole('dialog', { name: 'Change payment password' })).toBeTruthy();
    await click('Get code');
    expect(messages()).toEqual(['Please enter the captcha']);
    expect(memberApi.sendPayPasswordCode).not.toHaveBeenCalled();
    type('Captcha', ' ab12 ');
    await click('Get code');
    expect(memberApi.sendPayPasswordCode).toHaveBeenCalledWith({ captcha_id: 'cap-1', captcha_code: 'ab12' });
    expect(screen.getByText('The code was sent to 139****0000.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('The verification code has been sent', 'success');
    expect(screen.getByRole('button', { name: /Resend in 60 s/ })).toBeTruthy();
  });

  it('a refused send draws a new captcha', async () => {
    vi.mocked(memberApi.sendPayPasswordCode).mockRejectedValueOnce(new Error('wrong captcha'));
    await renderWithProviders(<Row />);
    type('Captcha', 'zz');
    await click('Get code');
    expect(captcha.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('“Next” wants a six-digit code, and a code sent first', async () => {
    await renderWithProviders(<Row />);
    type('Captcha', 'ab12');
    type('Verification code', '12');
    await click('Next');
    expect(messages()).toEqual(['The verification code is 6 digits']);
    type('Verification code', '123456');
    await click('Next');
    expect(messages()).toEqual(['Please get a verification code first']);
    expect(memberApi.verifyPayPasswordCode).not.toHaveBeenCalled();
  });

  it('a wrong code keeps the member on the first step', async () => {
    vi.mocked(memberApi.verifyPayPasswordCode).mockRejectedValueOnce(new Error('wrong code'));
    await renderWithProviders(<Row />);
    type('Captcha', 'ab12');
    await click('Get code');
    type('Verification code', '123456');
    await click('Next');
    expect(memberApi.verifyPayPasswordCode).toHaveBeenCalledWith({ key: 'k1', code: '123456' });
    expect(screen.queryByRole('group', { name: NEW })).toBeNull();
    expect(box('Verification code')).toBeTruthy();
  });

  it('then six digits twice: too few, too easy or different are refused', async () => {
    await renderWithProviders(<Row />);
    await verify();
    expect(memberApi.verifyPayPasswordCode).toHaveBeenCalledWith({ key: 'k1', code: '123456' });
    await click('Save');
    expect(messages()).toEqual(['The payment password is 6 digits', 'The payment password is 6 digits']);
    pin(NEW, '123');
    expect(messages()[0]).toBe('The payment password is 6 digits');
    pin(NEW, '123456');
    expect(messages()[0]).toBe('Repeated or sequential digits are too easy to guess');
    pin(NEW, '258147');
    pin(AGAIN, '258140');
    expect(messages()).toEqual(['The two passwords do not match']);
    await click('Save');
    expect(memberApi.modifyPayPassword).not.toHaveBeenCalled();
  });

  it('saves with the verified code, says so, closes, and opens again at the first step', async () => {
    await renderWithProviders(<Row />);
    await verify();
    pin(NEW, '258147');
    pin(AGAIN, '258147');
    await click('Save');
    expect(memberApi.modifyPayPassword).toHaveBeenCalledWith({
      key: 'k1',
      code: '123456',
      password: '258147',
      confirm_password: '258147',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Payment password saved', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('group', { name: NEW })).toBeNull();
    expect(box('Captcha').value).toBe('');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('closed by × halfway, it opens again at the first step', async () => {
    await renderWithProviders(<Row />);
    await verify();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('group', { name: NEW })).toBeNull();
    expect(box('Verification code').value).toBe('');
  });
});
