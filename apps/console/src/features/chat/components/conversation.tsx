import { PictureOutlined, SmileOutlined } from '@ant-design/icons';
import { chat } from '@mall/contracts';
import { Avatar, Button, Dropdown, Input, Popover, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTime, imgUrl } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { emojiSrc, EmojiText } from './emoji-text.tsx';

function Bubble({ d }: { d: chat.Dialogue }) {
  const { t } = useTranslation('chat');
  const text = d.type === 0 ? d.consumer_say : d.servicer_say;
  if (d.content_type === 1)
    return (
      <div className="cs-chat-card">
        {d.sku_image ? <img src={imgUrl(d.sku_image)} alt="" /> : null}
        <div>
          <div>{d.goods_name}</div>
          <div className="cs-chat-price">{formatMoney(d.price)}</div>
        </div>
      </div>
    );
  if (d.content_type === 2)
    return (
      <div className="cs-chat-card">
        <div>
          <div>{t('order', { no: d.order_no })}</div>
          <div className="cs-chat-price">{formatMoney(d.order_money)}</div>
        </div>
      </div>
    );
  if (d.content_type === 3) return <img className="cs-chat-picture" src={imgUrl(text)} alt={t('picture')} />;
  return <EmojiText text={text} />;
}

export function ChatLine({ d }: { d: chat.Dialogue }) {
  const { t } = useTranslation('chat');
  const mine = d.type !== 0;
  return (
    <div className={mine ? 'cs-chat-line mine' : 'cs-chat-line'} data-testid="agent-chat-message">
      <Avatar size={28}>{mine ? (d.nickname || t('me')).slice(0, 1) : '#'}</Avatar>
      <div>
        <div className="cs-chat-meta">
          {mine ? (d.type === 2 ? t('auto') : d.nickname) : ''} {formatTime(d.add_time)}
        </div>
        <div className="cs-chat-bubble">
          <Bubble d={d} />
        </div>
      </div>
    </div>
  );
}

interface Props {
  messages: chat.Dialogue[];
  hasMore: boolean;
  onMore: () => void;
  quickReplies: { id: number; content: string }[];
  onSend: (data: Record<string, unknown>) => Promise<void>;
}

/** One shopper's conversation: history (older pages on demand), text with emoji, pictures and quick replies. */
export function Conversation({ messages, hasMore, onMore, quickReplies, onSend }: Props) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  // Where the caret was last: an emoji goes there, not always at the end.
  const caret = useRef<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Braces: scrollIntoView may answer a promise, which React would take for a cleanup function.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  const send = async (data: Record<string, unknown>) => {
    if (pending) return;
    setPending(true);
    try {
      await onSend(data);
    } finally {
      setPending(false);
    }
  };
  const sendText = async () => {
    if (text.trim() === '') return toast(t('blank'), 'warning');
    if (chat.chatLength(text) > chat.CHAT_MAX_CHARS) return toast(t('tooLong'), 'warning');
    await send({ content_type: 0, message: text });
    setText('');
  };
  const sendPicture = async (f: File | undefined) => {
    if (!f) return;
    const res = await uploadFile<{ pic_path: string }>('/agent/api/chat/image', {}, f).catch(() => null);
    if (res) await send({ content_type: 3, message: res.pic_path });
    if (file.current) file.current.value = '';
  };
  const emojis = (
    <div className="cs-chat-emoji-panel">
      {chat.emojiCodes.map((code) => (
        <button
          key={code}
          type="button"
          aria-label={code}
          onClick={() => {
            setText((v) => {
              const at = Math.min(caret.current ?? v.length, v.length);
              caret.current = at + code.length;
              return v.slice(0, at) + code + v.slice(at);
            });
            setEmojiOpen(false);
          }}
        >
          <img src={emojiSrc(code)} alt={code} />
        </button>
      ))}
    </div>
  );

  return (
    <div className="cs-chat-conversation">
      <div className="cs-chat-history">
        {hasMore ? (
          <Button type="link" size="small" onClick={onMore}>
            {t('loadMore')}
          </Button>
        ) : null}
        {messages.map((d) => (
          <ChatLine key={d.id} d={d} />
        ))}
        <div ref={bottom} />
      </div>
      <Space className="cs-chat-tools">
        <Popover content={emojis} trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen}>
          <Button icon={<SmileOutlined />} aria-label={t('emoji')} />
        </Popover>
        <Button icon={<PictureOutlined />} aria-label={t('picture')} onClick={() => file.current?.click()} />
        <input
          ref={file}
          type="file"
          accept="image/*"
          hidden
          data-testid="agent-chat-image-input"
          onChange={(e) => void sendPicture(e.target.files?.[0])}
        />
        <Dropdown
          menu={{
            items: quickReplies.map((q) => ({ key: String(q.id), label: q.content })),
            onClick: ({ key }) => setText(quickReplies.find((q) => String(q.id) === key)?.content ?? ''),
          }}
          disabled={quickReplies.length === 0}
        >
          <Button>{t('quickReplies')}</Button>
        </Dropdown>
      </Space>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          caret.current = e.target.selectionStart;
        }}
        onSelect={(e) => (caret.current = e.currentTarget.selectionStart)}
        autoSize={{ minRows: 2, maxRows: 4 }}
        aria-label={t('inputLabel')}
        onPressEnter={(e) => {
          if (!e.shiftKey) {
            e.preventDefault();
            void sendText();
          }
        }}
      />
      {/* The draft as the shopper will see it, once it holds an emoji code. */}
      {text.search(chat.EMOJI_PATTERN) >= 0 ? (
        <div className="cs-chat-preview" data-testid="agent-chat-preview">
          <EmojiText text={text} />
        </div>
      ) : null}
      <div className="cs-chat-send">
        <span>{t('counter', { n: chat.chatLength(text), max: chat.CHAT_MAX_CHARS })}</span>
        {/* Named by its label alone: antd keeps its spinner ("loading") in the button while it fades out. */}
        <Button
          type="primary"
          loading={pending}
          aria-busy={pending}
          aria-label={t('send')}
          onClick={() => void sendText()}
        >
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
