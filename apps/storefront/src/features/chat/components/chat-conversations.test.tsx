// @vitest-environment jsdom
import type { chat } from '@mall/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatConversations } from './chat-conversations.tsx';

const conversation = (c: Partial<chat.Conversation>): chat.Conversation => ({
  shop_id: 1,
  shop_name: 'Shop',
  logo: '',
  avatar: '',
  online: 0,
  unread: 0,
  content: 'hello',
  content_type: 0,
  type: 0,
  add_time: 1_700_000_000,
  servicer_id: 0,
  ...c,
});

const list = [
  conversation({ shop_id: 1, shop_name: 'Blue Shop', logo: 'upload/blue.png', online: 1, unread: 3 }),
  conversation({ shop_id: 2, shop_name: 'Green Shop', unread: 120 }),
  conversation({ shop_id: 3, shop_name: 'Red Shop', online: 1 }),
];

async function renderList(onSelect = vi.fn()) {
  await renderWithProviders(<ChatConversations list={list} current={1} onSelect={onSelect} />);
  const row = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
  return { onSelect, row };
}

describe('ChatConversations', () => {
  it('marks each shop online (green dot) or not (grey), in words too', async () => {
    const { row } = await renderList();
    const dot = (name: string) => row(name).querySelector('.mc-chat-dot')!;
    expect(dot('Blue Shop').className).toContain('mc-chat-dot--online');
    expect(dot('Green Shop').className).not.toContain('mc-chat-dot--online');
    expect(dot('Blue Shop').getAttribute('aria-hidden')).toBe('true');
    expect(row('Blue Shop').textContent).toContain('Online');
    expect(row('Green Shop').textContent).toContain('Offline');
  });

  it('counts unread messages in a bubble, 99+ past 99, none when all are read', async () => {
    const { row } = await renderList();
    const bubble = (name: string) => row(name).querySelector('.mc-chat-unread');
    expect(bubble('Blue Shop')?.querySelector('[aria-hidden]')?.textContent).toBe('3');
    expect(bubble('Blue Shop')?.textContent).toContain('3 unread');
    expect(bubble('Green Shop')?.querySelector('[aria-hidden]')?.textContent).toBe('99+');
    expect(bubble('Green Shop')?.textContent).toContain('120 unread');
    expect(bubble('Red Shop')).toBeNull();
  });

  it('shows the logo, or the first letter without one', async () => {
    const { row } = await renderList();
    expect(row('Blue Shop').querySelector('.mall-avatar img')?.getAttribute('src')).toMatch(
      /upload\/blue\.png$/,
    );
    expect(row('Green Shop').querySelector('.mall-avatar img')).toBeNull();
    expect(row('Green Shop').querySelector('.mall-avatar')?.textContent).toBe('G');
  });

  it('tells the open conversation and selects another', async () => {
    const { onSelect, row } = await renderList();
    expect(row('Blue Shop').getAttribute('aria-current')).toBe('true');
    expect(row('Red Shop').getAttribute('aria-current')).toBe('false');
    fireEvent.click(row('Red Shop'));
    expect(onSelect).toHaveBeenCalledWith(3);
  });
});
