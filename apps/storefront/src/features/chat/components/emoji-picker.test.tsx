// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmojiPicker } from './emoji-picker.tsx';

async function renderPicker() {
  const onPick = vi.fn();
  await renderWithProviders(
    <>
      <EmojiPicker onPick={onPick} />
      <p>Messages</p>
    </>,
  );
  return { onPick, button: screen.getByRole('button', { name: 'Emoji' }) };
}

describe('EmojiPicker', () => {
  it('the button opens and closes the panel it controls; opened, the focus is on the first emoji', async () => {
    const { button } = await renderPicker();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(button);
    const panel = screen.getByRole('listbox', { name: 'Emoji' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('option')).toHaveLength(47);
    expect(document.activeElement).toBe(screen.getByRole('option', { name: '[emjoy_01]' }));
    fireEvent.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('a pick is handed over once and closes the panel', async () => {
    const { onPick, button } = await renderPicker();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: '[emjoy_05]' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith('[emjoy_05]');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a press outside closes it without a pick', async () => {
    const { onPick, button } = await renderPicker();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('option', { name: '[emjoy_02]' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Messages'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Escape closes the panel alone: the dialog around it does not get the key, the focus goes to the button', async () => {
    const { onPick, button } = await renderPicker();
    fireEvent.click(button);
    const notPrevented = fireEvent.keyDown(screen.getByRole('option', { name: '[emjoy_01]' }), {
      key: 'Escape',
    });
    expect(notPrevented).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onPick).not.toHaveBeenCalled();
    // Closed, Escape is the dialog's again.
    expect(fireEvent.keyDown(button, { key: 'Escape' })).toBe(true);
  });
});
