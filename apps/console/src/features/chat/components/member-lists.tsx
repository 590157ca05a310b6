import type { chat } from '@mall/contracts';
import { Avatar, Badge, List, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, imgUrl } from '../../../lib/format.ts';
import { EmojiText } from './emoji-text.tsx';

function MemberList(props: { list: chat.AgentMember[]; current?: number; onSelect: (id: number) => void }) {
  const { t } = useTranslation('chat');
  return (
    <List
      size="small"
      dataSource={props.list}
      locale={{ emptyText: t('nobody') }}
      renderItem={(m) => (
        <List.Item
          className={m.member_id === props.current ? 'cs-chat-member active' : 'cs-chat-member'}
          onClick={() => props.onSelect(m.member_id)}
          data-testid="chat-member"
        >
          <List.Item.Meta
            avatar={
              <Badge dot color={m.online ? '#52c41a' : '#bfbfbf'}>
                <Avatar src={m.headimg ? imgUrl(m.headimg) : undefined}>{m.nickname.slice(0, 1)}</Avatar>
              </Badge>
            }
            title={
              <span className="cs-chat-member-title">
                <span>{m.nickname}</span>
                <Badge count={m.unread} size="small" />
              </span>
            }
            description={
              <span className="cs-chat-member-desc">
                {m.last_content_type === 0 ? (
                  <EmojiText text={m.last_message} />
                ) : (
                  t(`kind.${m.last_content_type}`)
                )}
                <span>{m.last_time ? formatTime(m.last_time) : ''}</span>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}

/** Waiting (nobody serves them), active (mine) and history, each with unread counts. */
export function MemberLists(props: { ws: chat.Workspace; current?: number; onSelect: (id: number) => void }) {
  const { t } = useTranslation('chat');
  const tab = (key: 'waiting' | 'active' | 'history') => ({
    key,
    label: t(`tabs.${key}`, { n: props.ws[key].length }),
    children: <MemberList list={props.ws[key]} current={props.current} onSelect={props.onSelect} />,
  });
  return <Tabs size="small" items={[tab('waiting'), tab('active'), tab('history')]} />;
}
