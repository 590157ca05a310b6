import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { CHAT_LIST_KEY, chatApi, useChatList } from '../api/chat-api.ts';
import { closeChat, useChatOpen, type ChatDraft } from '../chat-open.ts';
import { useChatSession } from '../use-chat-session.ts';
import { ChatBanner } from './chat-banner.tsx';
import { ChatConversations } from './chat-conversations.tsx';
import { ChatInput } from './chat-input.tsx';
import { ChatCard, ChatMessage } from './chat-message.tsx';
import './chat-dialog.css';

function DraftCard({ draft, onSend }: { draft: ChatDraft; onSend: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="mc-chat-draft" data-testid="chat-draft">
      <ChatCard image={draft.image} title={draft.name} line={draft.price} />
      <Button size="small" kind="outline" onClick={onSend}>
        {draft.kind === 'goods' ? t('sendGoods') : t('sendOrder')}
      </Button>
    </div>
  );
}

/**
 * The customer-service chat (spec §2/§4): a modal at 48 % width (chat-dialog.css), conversations left, the open
 * one right. Escape, × and a click on the dimmed page close it; its content goes as it closes (antd's
 * destroyOnHidden, which the shopper saw: a half-typed message and an open emoji panel do not come back).
 */
export function ChatDialog() {
  const { t } = useTranslation('chat');
  const open = useChatOpen();
  const [siteId, setSiteId] = useState(open.siteId);
  const [draft, setDraft] = useState<ChatDraft | undefined>(open.draft);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    setSiteId(open.siteId);
    setDraft(open.draft);
  }, [open.seq, open.siteId, open.draft]);
  const session = useChatSession(siteId, open.open);
  const { data: list } = useChatList(open.open);
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = session.messages.at(-1)?.id;
  // Braces: scrollIntoView may answer a promise, which React would take for a cleanup function.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  useStayAtBottomWhilePicturesLoad(bottom);

  const say = async (data: Record<string, unknown>) => {
    if (pending) return;
    setPending(true);
    try {
      session.append(await chatApi.say({ site_id: siteId, servicer_id: session.servicerId(), ...data }));
      // A first message starts the conversation: the list shows it at once.
      void queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
    } finally {
      setPending(false);
    }
  };
  const sendDraft = async () => {
    if (!draft) return;
    await say(
      draft.kind === 'goods'
        ? { content_type: 1, goods_id: draft.id }
        : { content_type: 2, order_id: draft.id },
    );
    setDraft(undefined);
  };
  const current = list?.list.find((c) => c.shop_id === siteId);

  return (
    <ModalDialog
      open={open.open}
      onCancel={closeChat}
      footer={null}
      width="48%"
      title={current?.shop_name ?? t('title')}
    >
      {open.open ? (
        <div className="mc-chat">
          <ChatConversations
            list={list?.list ?? []}
            current={siteId}
            onSelect={(id) => {
              setDraft(undefined);
              setSiteId(id);
            }}
          />
          <section className="mc-chat-pane" aria-label={t('messages')}>
            <ChatBanner presence={session.presence} />
            <div className="mc-chat-history">
              {session.hasMore ? (
                <button type="button" className="mc-chat-more" onClick={() => void session.loadMore()}>
                  {t('loadMore')}
                </button>
              ) : (
                <div className="mc-chat-none">{t('noMore')}</div>
              )}
              {session.messages.map((d) => (
                <ChatMessage key={d.id} d={d} />
              ))}
              {draft ? <DraftCard draft={draft} onSend={() => void sendDraft()} /> : null}
              <div ref={bottom} />
            </div>
            <ChatInput
              pending={pending}
              onText={(text) => say({ content_type: 0, message: text })}
              onImage={(path) => say({ content_type: 3, message: path })}
            />
          </section>
        </div>
      ) : null}
    </ModalDialog>
  );
}

/**
 * A picture in the last message gets its height only once it has loaded, after the history was scrolled to the
 * end: the history follows it, so the newest message is seen whole ('load' does not bubble, it is caught).
 */
function useStayAtBottomWhilePicturesLoad(bottom: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const history = bottom.current?.parentElement;
    if (!history) return;
    const onLoad = (e: Event) => {
      const messages = history.querySelectorAll('[data-testid="chat-message"]');
      const message = (e.target as HTMLElement).closest('[data-testid="chat-message"]');
      if (message && message === messages[messages.length - 1])
        bottom.current?.scrollIntoView({ block: 'end' });
    };
    history.addEventListener('load', onLoad, true);
    return () => history.removeEventListener('load', onLoad, true);
  });
}
