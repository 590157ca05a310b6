// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ShopTermsDialog } from './shop-terms-dialog.tsx';

vi.mock('../../../lib/request.ts', () => ({ request: vi.fn() }));
beforeEach(() => vi.mocked(request).mockReset());

const TERMS = {
  title: 'Returns and delivery',
  content: '<p>Returns within <b>7 days</b>.</p>',
  site_name: 'Lee',
};

/** The terms request, answered when the test says so. */
function termsAnswer() {
  let answer: () => void = () => {};
  vi.mocked(request).mockReturnValue(new Promise((resolve) => (answer = () => resolve(TERMS))));
  return () => answer();
}

/** A shop card's terms button and its dialog; `onClose` is told before the card closes it. */
function Card({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Terms
      </button>
      <ShopTermsDialog siteId={7} open={open} onClose={() => (onClose(), setOpen(false))} />
    </>
  );
}

describe('ShopTermsDialog', () => {
  it('fetches nothing until opened; then loading, then the shop’s terms under their title', async () => {
    const answer = termsAnswer();
    await renderWithProviders(<Card />);
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    expect(vi.mocked(request).mock.calls[0]?.[0]).toMatchObject({ data: { site_id: 7 } });
    const dialog = screen.getByRole('dialog', { name: 'Shop terms and policy' });
    expect(dialog.contains(screen.getByRole('status', { name: 'Loading…' }))).toBe(true);

    answer();
    expect(await screen.findByRole('dialog', { name: 'Returns and delivery' })).toBe(dialog);
    expect(screen.queryByRole('status')).toBeNull();
    // The merchant's HTML as the server sanitised it, its markup kept.
    expect(document.querySelector('.shop-terms')?.innerHTML).toBe(TERMS.content);
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it.each([
    ['×', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
  ])('%s closes it', async (_, act) => {
    termsAnswer()();
    const onClose = vi.fn();
    await renderWithProviders(<Card onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Terms' }));
    await screen.findByRole('dialog', { name: 'Returns and delivery' });
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
