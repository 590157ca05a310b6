// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { memberApi } from '../api/member-api.ts';
import { PasswordModal } from './password-modal.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/member-api.ts', () => ({
  memberApi: {
    modifyPassword: vi.fn(() => Promise.resolve({})),
    setPassword: vi.fn(() => Promise.resolve({})),
  },
}));
// The platform's policy: eight characters at least, with a digit and a lowercase letter.
vi.mock('../../account/api/account-queries.ts', () => ({
  useRegisterConfig: () => ({ data: { pwd_len: 8, pwd_complexity: 'number,letter' } }),
  useCountries: () => ({ data: [] }),
}));

/** The security page's part: the dialog opened by its row's button, closed by × or a save. */
function Row({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change</button>
      <PasswordModal open={open} onClose={() => setOpen(false)} hasPassword={hasPassword} />
    </>
  );
}

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);

const OLD = 'Current password';
const NEW = 'Set a password';
const AGAIN = 'Enter the password again';

beforeEach(() => vi.clearAllMocks());

describe('PasswordModal', () => {
  it('draws no footer of its own: its form’s Save is the only button besides ×', async () => {
    await renderWithProviders(<Row hasPassword />);
    const dialog = screen.getByRole('dialog', { name: 'Change login password' });
    expect(dialog.contains(screen.getByRole('button', { name: 'Save' }))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('asks for every field and sends nothing', async () => {
    await renderWithProviders(<Row hasPassword />);
    await save();
    expect(messages()).toEqual([
      'Please enter your current password',
      'Please enter the password',
      'Please enter the password again',
    ]);
    expect(document.activeElement).toBe(box(OLD));
    expect(memberApi.modifyPassword).not.toHaveBeenCalled();
  });

  it('refuses a current password over the length limit, a new one against the policy, and a repeat that differs', async () => {
    await renderWithProviders(<Row hasPassword />);
    type(OLD, 'x'.repeat(65));
    type(NEW, 'abcdefgh');
    type(AGAIN, 'abcdefgx');
    expect(messages()).toEqual(['The password is too long', 'A digit', 'The two passwords do not match']);
    type(NEW, 'abc1');
    expect(messages()).toContain('At least 8 characters');
  });

  it('refuses a new password equal to the old one, checked again as the old one changes', async () => {
    await renderWithProviders(<Row hasPassword />);
    type(OLD, 'OldPass2026');
    type(NEW, 'OldPass2026');
    type(AGAIN, 'OldPass2026');
    await save();
    expect(messages()).toEqual(['The new password cannot be the same as the old one!']);
    expect(memberApi.modifyPassword).not.toHaveBeenCalled();
    type(OLD, 'Other2026');
    expect(messages()).toEqual([]);
  });

  it('sends the old and the new password, says so and closes; opened again, it starts empty', async () => {
    await renderWithProviders(<Row hasPassword />);
    type(OLD, 'OldPass2026');
    type(NEW, 'newpass2027');
    type(AGAIN, 'newpass2027');
    await save();
    expect(memberApi.modifyPassword).toHaveBeenCalledWith({
      old_password: 'OldPass2026',
      new_password: 'newpass2027',
      confirm_password: 'newpass2027',
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Password changed', 'success'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(box(OLD).value).toBe('');
    expect(box(NEW).value).toBe('');
    expect(messages()).toEqual([]);
  });

  it('a member without a password sets one: no old one asked, none sent', async () => {
    await renderWithProviders(<Row hasPassword={false} />);
    expect(screen.getByRole('dialog', { name: 'Set login password' })).toBeTruthy();
    expect(screen.queryByLabelText(OLD)).toBeNull();
    type(NEW, 'newpass2027');
    type(AGAIN, 'newpass2027');
    await save();
    expect(memberApi.setPassword).toHaveBeenCalledWith({
      password: 'newpass2027',
      confirm_password: 'newpass2027',
    });
    expect(memberApi.modifyPassword).not.toHaveBeenCalled();
  });

  it('a refused change keeps the dialog open with what was typed', async () => {
    vi.mocked(memberApi.modifyPassword).mockRejectedValueOnce(new Error('wrong password'));
    await renderWithProviders(<Row hasPassword />);
    type(OLD, 'Wrong2026');
    type(NEW, 'newpass2027');
    type(AGAIN, 'newpass2027');
    await save();
    await waitFor(() => expect(memberApi.modifyPassword).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(box(OLD).value).toBe('Wrong2026');
    expect(toast).not.toHaveBeenCalled();
  });
});
