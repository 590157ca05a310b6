// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PopConfirm } from './pop-confirm.tsx';

async function renderDelete(onConfirm = vi.fn()) {
  await renderWithProviders(
    <>
      <PopConfirm question="Delete this item?" onConfirm={onConfirm}>
        Delete
      </PopConfirm>
      <p>Elsewhere</p>
    </>,
  );
  return { onConfirm, button: screen.getByRole('button', { name: 'Delete' }) };
}

describe('PopConfirm', () => {
  it('asks first, with the focus on OK; OK does it once and gives the focus back', async () => {
    const { onConfirm, button } = await renderDelete();
    fireEvent.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(dialog.contains(ok)).toBe(true);
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('Cancel, Escape and a click outside close it without doing anything', async () => {
    const { onConfirm, button } = await renderDelete();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be opened while disabled', async () => {
    await renderWithProviders(
      <PopConfirm question="Delete the selected items?" onConfirm={() => {}} disabled>
        Delete selected
      </PopConfirm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
