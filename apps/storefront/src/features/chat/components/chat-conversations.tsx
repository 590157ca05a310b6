import type { chat } from '@mall/contracts';
import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';
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
          <Badge dot color={c.online ? '#52c41a' : '#bfbfbf'} offset={[-4, 28]}>
            <Avatar size={36} src={c.logo || c.avatar ? imgUrl(c.logo || c.avatar) : undefined}>
              {c.shop_name.slice(0, 1)}
            </Avatar>
          </Badge>
          <span className="mc-chat-conv-main">
            <span className="mc-chat-conv-top">
              <span className="mc-chat-conv-name">{c.shop_name}</span>
              <span className="mc-chat-conv-time">{chatTimeLabel(c.add_time, t)}</span>
            </span>
            <span className="mc-chat-conv-bottom">
              <span className="mc-chat-conv-preview">
                <Preview c={c} />
              </span>
              {c.unread > 0 ? <Badge count={c.unread} size="small" /> : null}
            </span>
          </span>
        </button>
      ))}
    </nav>
  );
}
