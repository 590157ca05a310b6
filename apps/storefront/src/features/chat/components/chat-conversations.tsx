import type { chat } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.tsx';
import { imgUrl } from '../../../lib/image.ts';
import { chatTimeLabel } from '../chat-time.ts';
import { EmojiText } from './emoji-text.tsx';

/** The preview of a conversation's last message: text as typed, a card or picture by its kind. */
function Preview({ c }: { c: chat.Conversation }) {
  const { t } = useTranslation('chat');
  if (c.content_type === 1) return <>{t('goodsPreview')}</>;
  if (c.content_type === 2) return <>{t('orderPreview')}</>;
  if (c.content_type === 3) return <>{t('picturePreview')}</>;
  return <EmojiText text={c.content} />;
}

/** antd's Badge shows at most 99, then 99+. */
const shownCount = (n: number) => (n > 99 ? '99+' : String(n));

/** The left column: one conversation per shop with logo, online dot, last time, preview and unread count. */
export function ChatConversations(props: {
  list: chat.Conversation[];
  current: number;
  onSelect: (siteId: number) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <nav className="mc-chat-list" aria-label={t('conversations')}>
      {props.list.map((c) => (
        <button
          key={c.shop_id}
          type="button"
          className={c.shop_id === props.current ? 'mc-chat-conv active' : 'mc-chat-conv'}
          onClick={() => props.onSelect(c.shop_id)}
          aria-current={c.shop_id === props.current}
        >
          <span className="mc-chat-avatar">
            <Avatar size={36} src={c.logo || c.avatar ? imgUrl(c.logo || c.avatar) : undefined}>
              {c.shop_name.slice(0, 1)}
            </Avatar>
            <span className={c.online ? 'mc-chat-dot mc-chat-dot--online' : 'mc-chat-dot'} aria-hidden />
          </span>
          <span className="mc-chat-conv-main">
            <span className="mc-chat-conv-top">
              <span className="mc-chat-conv-name">{c.shop_name}</span>
              {/* The dot's colour, in words for whoever does not see it. */}
              <span className="visually-hidden">{t(c.online ? 'shopOnline' : 'shopOffline')}</span>
              <span className="mc-chat-conv-time">{chatTimeLabel(c.add_time, t)}</span>
            </span>
            <span className="mc-chat-conv-bottom">
              <span className="mc-chat-conv-preview">
                <Preview c={c} />
              </span>
              {c.unread > 0 ? (
                <span className="mc-chat-unread">
                  <span aria-hidden>{shownCount(c.unread)}</span>
                  <span className="visually-hidden">{t('unread', { n: c.unread })}</span>
                </span>
              ) : null}
            </span>
          </span>
        </button>
      ))}
    </nav>
  );
}
