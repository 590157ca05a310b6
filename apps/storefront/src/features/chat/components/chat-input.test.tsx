// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatInput } from './chat-input.tsx';

async function renderInput(pending = false) {
  const onText = vi.fn(() => Promise.resolve());
  await renderWithProviders(
    <ChatInput pending={pending} onText={onText} onImage={() => Promise.resolve()} />,
  );
  const editor = screen.getByRole('textbox', { name: 'Message' });
  return { onText, editor };
}

/** Typed text, with the caret put after its `at`-th character. */
function type(editor: HTMLElement, text: string, at = text.length) {
  editor.focus();
  editor.textContent = text;
  fireEvent.input(editor);
  const range = document.createRange();
  range.setStart(editor.firstChild!, at);
  range.collapse(true);
  window.getSelection()!.removeAllRanges();
  window.getSelection()!.addRange(range);
}

function pickEmoji(code: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
  fireEvent.click(screen.getByRole('option', { name: code }));
}

describe('ChatInput', () => {
  it('a picked emoji goes in at the caret as its picture, counts one, and the focus is back in the editor', async () => {
    const { editor } = await renderInput();
    type(editor, 'ab', 1);
    pickEmoji('[emjoy_05]');
    expect(screen.queryByRole('listbox')).toBeNull();
    const img = editor.querySelector('img')!;
    expect(img.dataset.code).toBe('[emjoy_05]');
    expect(editor.firstChild?.textContent).toBe('a');
    expect(img.nextSibling?.textContent).toBe('b');
    expect(screen.getByText('3/150')).toBeTruthy();
    expect(document.activeElement).toBe(editor);
    // The caret stays after the emoji: the next one follows it.
    pickEmoji('[emjoy_06]');
    expect([...editor.querySelectorAll('img')].map((i) => i.dataset.code)).toEqual([
      '[emjoy_05]',
      '[emjoy_06]',
    ]);
    expect(editor.lastChild?.textContent).toBe('b');
  });

  it('without a caret in the editor, the emoji goes at the end', async () => {
    const { editor } = await renderInput();
    type(editor, 'hi', 0);
    window.getSelection()!.removeAllRanges();
    pickEmoji('[emjoy_01]');
    expect(editor.lastChild).toBe(editor.querySelector('img'));
    expect(screen.getByText('3/150')).toBeTruthy();
  });

  it('Enter sends the text with emoji as their codes and empties the editor', async () => {
    const { editor, onText } = await renderInput();
    type(editor, 'hi');
    pickEmoji('[emjoy_12]');
    await act(async () => {
      fireEvent.keyDown(editor, { key: 'Enter' });
    });
    expect(onText).toHaveBeenCalledWith('hi[emjoy_12]');
    expect(editor.innerHTML).toBe('');
    expect(screen.getByText('0/150')).toBeTruthy();
  });

  it('while a message is on its way, Send is busy and sends nothing more', async () => {
    const { editor, onText } = await renderInput(true);
    type(editor, 'again');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(send);
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(onText).not.toHaveBeenCalled();
  });
});
