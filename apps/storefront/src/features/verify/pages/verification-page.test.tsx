// @vitest-environment jsdom
import type { verify } from '@mall/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fetchVerifyInfo, writeOff } from '../api/verify-api.ts';
import { Page } from './verification-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: vi.fn() }));
vi.mock('../api/verify-api.ts', () => ({
  useIsVerifier: () => ({ isPending: false, data: true }),
  fetchVerifyInfo: vi.fn(),
  writeOff: vi.fn(),
}));

const open: verify.VerifyInfo = {
  verify_code: 'AB12',
  verify_type: 'pickup',
  verify_type_name: 'Store pickup',
  site_id: 1,
  site_name: 'Tea House',
  order_id: 5,
  order_no: 'NO5',
  is_verify: 0,
  verifier_name: '',
  create_time: 0,
  verify_time: 0,
  item_array: [{ img: '', name: 'Green tea', price: '9.90', num: 2, remark_array: [] }],
  remark_array: [{ title: 'Buyer', value: 'Li Lei' }],
};
const used = { ...open, is_verify: 1 as const, verifier_name: 'Clerk Wu', verify_time: 1_700_000_000 };

async function lookUp() {
  await renderWithProviders(<Page />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Enter or paste the write-off code' }), {
    target: { value: ' ab 12 ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  return screen.findByTestId('verify-result');
}

describe('the write-off counter', () => {
  beforeEach(() => {
    vi.mocked(fetchVerifyInfo).mockReset().mockResolvedValue(open);
    vi.mocked(writeOff).mockReset();
    vi.mocked(toast).mockClear();
  });

  it('looks the cleaned code up, asks before writing it off, then shows it written off', async () => {
    const result = await lookUp();
    expect(fetchVerifyInfo).toHaveBeenCalledWith('AB12');
    expect(result.textContent).toContain('Not yet written off');
    expect(within(result).getByText('Buyer').closest('div')!.textContent).toBe('BuyerLi Lei');
    expect(within(result).queryByRole('alert')).toBeNull();
    vi.mocked(writeOff).mockResolvedValue(used);

    fireEvent.click(within(result).getByRole('button', { name: 'Write off' }));
    const dialog = screen.getByRole('dialog', { name: 'Write this code off?' });
    expect(dialog.textContent).toContain('Store pickup code AB12: a write-off cannot be undone.');
    expect(writeOff).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writeOff).toHaveBeenCalledWith('AB12');
    expect(vi.mocked(toast).mock.calls).toEqual([['Written off', 'success']]);
    expect(within(result).getByRole('alert').textContent).toContain('by Clerk Wu');
    expect(within(result).queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it("writes nothing off when cancelled, and closes on a refusal (the server's toast says why)", async () => {
    const result = await lookUp();
    fireEvent.click(within(result).getByRole('button', { name: 'Write off' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writeOff).not.toHaveBeenCalled();

    vi.mocked(writeOff).mockRejectedValue(new Error('already written off'));
    fireEvent.click(within(result).getByRole('button', { name: 'Write off' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Write off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).not.toHaveBeenCalled();
    expect(result.textContent).toContain('Not yet written off');
  });
});
