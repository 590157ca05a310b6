import type { chat } from '@mall/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.tsx';
import { imgUrl } from '../../../lib/image.ts';
import { chatTimeLabel } from '../chat-time.ts';
import { EmojiText } from './emoji-text.tsx';
import { useMoneyFormat } from '../../../lib/money.ts';

/** A goods or order card inside a bubble (and as the draft to send). */
export function ChatCard(props: { image: string; title: string; line: string }) {
  return (
    <div className="mc-chat-card">
      {props.image ? <img src={imgUrl(props.image)} alt="" /> : null}
      <div>
        <div className="mc-chat-card-title">{props.title}</div>
        <div className="mc-chat-card-line">{props.line}</div>
      </div>
    </div>
  );
}

function Content({ d }: { d: chat.Dialogue }) {
  const { t } = useTranslation('chat');
  const formatMoney = useMoneyFormat();
  const text = d.type === 0 ? d.consumer_say : d.servicer_say;
  switch (d.content_type) {
    case 1:
      return (
        <ChatCard
          image={d.sku_image}
          title={d.goods_name}
          line={t('price', { price: formatMoney(d.price) })}
        />
      );
    case 2:
      return (
        <ChatCard
          image=""
          title={t('orderNo', { no: d.order_no })}
          line={t('orderMoney', { money: formatMoney(d.order_money) })}
        />
      );
    case 3:
      return <img className="mc-chat-picture" src={imgUrl(text)} alt={t('picture')} />;
    default:
      return (
        <span className="mc-chat-text">
          <EmojiText text={text} />
        </span>
      );
  }
}

/** One message: mine on the right, the shop's on the left with its agent's name. */
export function ChatMessage({ d }: { d: chat.Dialogue }) {
  const { t } = useTranslation('chat');
  const mine = d.type === 0;
  const who = mine ? '' : d.nickname || d.shop_name;
  return (
    <div className={mine ? 'mc-chat-msg mine' : 'mc-chat-msg'} data-testid="chat-message">
      {!mine ? (
        <Avatar size={32} src={d.avatar ? imgUrl(d.avatar) : undefined}>
          {who.slice(0, 1)}
        </Avatar>
      ) : null}
      <div className="mc-chat-msg-body">
        <div className="mc-chat-msg-meta">
          {who ? <span>{who}</span> : null}
          <span>{chatTimeLabel(d.add_time, t)}</span>
        </div>
        <div className="mc-chat-bubble">
          <Content d={d} />
        </div>
      </div>
    </div>
  );
}
