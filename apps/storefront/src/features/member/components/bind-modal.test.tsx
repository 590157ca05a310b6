// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { memberApi } from '../api/member-api.ts';
import { BindModal, type Channel } from './bind-modal.tsx';

const captcha = vi.hoisted(() => ({ id: 'cap-1', img: 'data:image/png;base64,AA', refresh: vi.fn() }));
vi.mock('../../account/api/use-captcha.ts', () => ({ useCaptcha: () => captcha }));
vi.mock('../../account/api/account-queries.ts', () => ({
  useRegisterConfig: () => ({ data: undefined }),
  useCountries: () => ({
    data: [
      { code: '86', name: 'China' },
      { code: '852', name: 'Hong Kong' },
    ],
  }),
}));
vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/member-api.ts', () => ({
  memberApi: {
    checkEmail: vi.fn(() => Promise.resolve({})),
    sendBindEmailCode: vi.fn(() => Promise.resolve({ key: 'e1' })),
    modifyEmail: vi.fn(() => Promise.resolve({})),
    checkMobile: vi.fn(() => Promise.resolve({})),
    sendBindMobileCode: vi.fn(() => Promise.resolve({ key: 'm1' })),
    modifyMobile: vi.fn(() => Promise.resolve({})),
  },
}));

function Row({ channel, current = '' }: { channel: Channel; current?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change</button>
      <BindModal open={open} onClose={() => setOpen(false)} channel={channel} current={current} />
    </>
  );
}

const box = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country or region code' });

beforeEach(() => vi.clearAllMocks());

describe('BindModal, e-mail', () => {
  it('shows what is bound now, and checks the address and captcha before sending a code', async () => {
    await renderWithProviders(<Row channel="email" current="old@example.com" />);
    expect(screen.getByRole('dialog', { name: 'Bind e-mail' })).toBeTruthy();
    expect(screen.getByText('Currently bound: old@example.com')).toBeTruthy();
    await click('Get code');
    expect(messages()).toEqual(['Please enter your e-mail address', 'Please enter the captcha']);
    expect(document.activeElement).toBe(box('New e-mail address'));
    type('New e-mail address', 'me@example');
    expect(messages()[0]).toBe('Please enter a valid e-mail address');
    expect(memberApi.checkEmail).not.toHaveBeenCalled();
  });

  it('asks whether another account has the address, sends the code, then binds it with the code', async () => {
    await renderWithProviders(<Row channel="email" />);
    type('New e-mail address', ' me@example.com ');
    type('Captcha', ' x1 ');
    await click('Get code');
    expect(memberApi.checkEmail).toHaveBeenCalledWith({ email: 'me@example.com' });
    expect(memberApi.sendBindEmailCode).toHaveBeenCalledWith({
      email: 'me@example.com',
      captcha_id: 'cap-1',
      captcha_code: 'x1',
    });
    type('Verification code', '654321');
    await click('Save');
    expect(memberApi.modifyEmail).toHaveBeenCalledWith({
      email: 'me@example.com',
      key: 'e1',
      code: '654321',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('E-mail bound', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an address another account uses gets no code, and the captcha is drawn again', async () => {
    vi.mocked(memberApi.checkEmail).mockRejectedValueOnce(new Error('already used'));
    await renderWithProviders(<Row channel="email" />);
    type('New e-mail address', 'taken@example.com');
    type('Captcha', 'x1');
    await click('Get code');
    expect(memberApi.sendBindEmailCode).not.toHaveBeenCalled();
    expect(captcha.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
  });

  it('“Save” wants the code, and a code sent first', async () => {
    await renderWithProviders(<Row channel="email" />);
    type('New e-mail address', 'me@example.com');
    type('Captcha', 'x1');
    await click('Save');
    expect(messages()).toEqual(['Please enter the verification code']);
    type('Verification code', '654321');
    await click('Save');
    expect(messages()).toEqual(['Please get a verification code first']);
    expect(memberApi.modifyEmail).not.toHaveBeenCalled();
  });

  it('closed and opened again, keeps what was typed without the messages', async () => {
    await renderWithProviders(<Row channel="email" />);
    type('New e-mail address', 'me@example');
    expect(messages()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(box('New e-mail address').value).toBe('me@example');
    expect(messages()).toEqual([]);
  });
});

describe('BindModal, mobile', () => {
  it('checks the number by the chosen country, again as the country changes', async () => {
    await renderWithProviders(<Row channel="mobile" />);
    expect(country().value).toBe('86');
    type('New mobile number', '51234567');
    expect(messages()).toEqual(['Phone format is incorrect']);
    fireEvent.change(country(), { target: { value: '852' } });
    expect(messages()).toEqual([]);
  });

  it('sends the code and binds the number with its country', async () => {
    await renderWithProviders(<Row channel="mobile" />);
    fireEvent.change(country(), { target: { value: '852' } });
    type('New mobile number', ' 51234567 ');
    type('Captcha', 'x1');
    await click('Get code');
    expect(memberApi.checkMobile).toHaveBeenCalledWith({ mobile: '51234567', country_code: '852' });
    expect(memberApi.sendBindMobileCode).toHaveBeenCalledWith({
      mobile: '51234567',
      country_code: '852',
      captcha_id: 'cap-1',
      captcha_code: 'x1',
    });
    type('Verification code', '654321');
    await click('Save');
    expect(memberApi.modifyMobile).toHaveBeenCalledWith({
      mobile: '51234567',
      country_code: '852',
      key: 'm1',
      code: '654321',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Mobile bound', 'success'));
  });
});
