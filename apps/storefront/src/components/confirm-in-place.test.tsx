// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmInPlace } from './confirm-in-place.tsx';

describe('ConfirmInPlace', () => {
  it('asks before acting: Escape and Cancel return to the button, OK acts once', async () => {
    const onConfirm = vi.fn();
    await renderWithProviders(
      <ConfirmInPlace question="Withdraw this complaint?" onConfirm={onConfirm}>
        Withdraw
      </ConfirmInPlace>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const question = screen.getByRole('group', { name: 'Withdraw this complaint?' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw' }));

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw' }));
  });

  it('takes no focus when first drawn', async () => {
    await renderWithProviders(
      <ConfirmInPlace question="Sure?" onConfirm={() => {}}>
        Remove
      </ConfirmInPlace>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
