// @vitest-environment jsdom
import type { chat } from '@mall/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../../test/modal-dialogs.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { closeChat, openChat } from '../chat-open.ts';
import type { Presence } from '../use-chat-session.ts';
import { ChatDialog } from './chat-dialog.tsx';

// The socket and the server stay out: the dialog is given a session and a list of conversations.
const fake = vi.hoisted(() => ({
  presence: 'online' as Presence,
  say: vi.fn(),
}));
vi.mock('../use-chat-session.ts', () => ({
  useChatSession: () => ({
    presence: fake.presence,
    messages: [],
    append: () => {},
    loadMore: () => Promise.resolve(),
    hasMore: false,
    servicerId: () => 7,
  }),
}));
vi.mock('../api/chat-api.ts', () => ({
  CHAT_LIST_KEY: ['chat-list'],
  chatApi: { say: fake.say },
  uploadChatImage: vi.fn(),
  useChatList: () => ({
    data: {
      list: [
        {
          shop_id: 3,
          shop_name: 'Blue Shop',
          logo: '',
          avatar: '',
          online: 1,
          unread: 0,
          content: 'hello',
          content_type: 0,
          type: 0,
          add_time: 1_700_000_000,
          servicer_id: 7,
        } satisfies chat.Conversation,
      ],
    },
  }),
}));

beforeAll(() => {
  // jsdom lays nothing out: the history has nothing to scroll.
  Element.prototype.scrollIntoView = () => {};
});
const { showModal } = stubModalDialogs();
afterEach(() => {
  act(() => closeChat());
  fake.presence = 'online';
  fake.say.mockReset();
});

const draft = { kind: 'goods' as const, id: 42, name: 'Red kettle', image: '', price: '$12.00' };

async function openWith(siteId: number, withDraft = false) {
  openChat(siteId, withDraft ? draft : undefined);
  await renderWithProviders(<ChatDialog />);
}

describe('ChatDialog', () => {
  it('is a modal named by the shop, without OK nor Cancel, the banner over the messages', async () => {
    fake.presence = 'offline';
    await openWith(3);
    const dialog = screen.getByRole('dialog', { name: 'Blue Shop' });
    // As antd's Modal with its mask: the page behind takes no clicks.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Customer service is not online');
    expect(dialog.contains(screen.getByRole('textbox', { name: 'Message' }))).toBe(true);
  });

  it('the platform’s service, not in the list, is named by the title', async () => {
    await openWith(0);
    expect(screen.getByRole('dialog', { name: 'Customer service' })).toBeTruthy();
  });

  it.each([
    ['×', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
    [
      'a click on the dimmed page',
      () => {
        fireEvent.mouseDown(screen.getByRole('dialog'));
        fireEvent.click(screen.getByRole('dialog'));
      },
    ],
  ])('%s closes it, and what was typed goes with it', async (_, close) => {
    await openWith(3);
    screen.getByRole('textbox', { name: 'Message' }).textContent = 'half a';
    act(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    act(() => openChat(3));
    expect(screen.getByRole('textbox', { name: 'Message' }).textContent).toBe('');
  });

  it('sends the draft card once asked, then drops it', async () => {
    fake.say.mockResolvedValue({ id: 1 });
    await openWith(3, true);
    expect(screen.getByTestId('chat-draft').textContent).toContain('Red kettle');
    const send = screen.getByRole('button', { name: 'Send goods' });
    expect(send.className).toContain('mall-btn--outline');
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByTestId('chat-draft')).toBeNull());
    expect(fake.say).toHaveBeenCalledWith({ site_id: 3, servicer_id: 7, content_type: 1, goods_id: 42 });
  });
});
