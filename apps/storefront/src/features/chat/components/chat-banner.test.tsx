// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Presence } from '../use-chat-session.ts';
import { ChatBanner } from './chat-banner.tsx';

/** The dialog's part: the presence changes under a banner that stays. */
function Conversation() {
  const [presence, setPresence] = useState<Presence>('connecting');
  return (
    <>
      <ChatBanner presence={presence} />
      {(['online', 'ended'] as const).map((p) => (
        <button key={p} type="button" onClick={() => setPresence(p)}>
          {p}
        </button>
      ))}
    </>
  );
}

describe('ChatBanner', () => {
  it.each([
    ['online', 'Customer service is online', 'success'],
    ['offline', 'Customer service is not online; your message will be answered later', 'warning'],
    ['ended', 'The conversation has ended', 'info'],
  ] as const)('%s: its text in its tone, with an icon', async (presence, text, tone) => {
    await renderWithProviders(<ChatBanner presence={presence} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(text);
    const banner = screen.getByText(text).parentElement!;
    expect(banner.className).toContain(`mc-chat-banner--${tone}`);
    expect(banner.querySelector('.mc-chat-banner-icon .anticon')).not.toBeNull();
  });

  it('says nothing while connecting, and each change is told in the same live region', async () => {
    await renderWithProviders(<Conversation />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'online' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Customer service is online');
    fireEvent.click(screen.getByRole('button', { name: 'ended' }));
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('The conversation has ended');
  });
});
