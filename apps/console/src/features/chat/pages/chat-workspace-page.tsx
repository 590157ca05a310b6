import type { chat } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, List, Modal, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatSocket, chatSocketUrl } from '@mall/contracts';
import { agentChat, useServicerConfig, useWorkspace, WORKSPACE_KEY } from '../api/chat-queries.ts';
import { ChatLine, Conversation } from '../components/conversation.tsx';
import { MemberLists } from '../components/member-lists.tsx';
import './chat-workspace.css';

const byId = (list: chat.Dialogue[]) =>
  [...new Map(list.map((d) => [d.id, d])).values()].sort((a, b) => a.id - b.id);

/** The agent's socket: bound on every (re)connect; a newer login elsewhere puts this one offline. */
function useAgentSocket() {
  const client = useQueryClient();
  const { data: config } = useServicerConfig();
  const [state, setState] = useState<'connecting' | 'online' | 'forced'>('connecting');
  const [pushed, setPushed] = useState<chat.Dialogue>();
  useEffect(() => {
    if (!config) return;
    const socket = new ChatSocket(
      chatSocketUrl(config.socket_url, window.location),
      {
        onInit: (clientId) =>
          void agentChat.bind(clientId).then(() => {
            setState('online');
            void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
          }),
        onMessage: (msg) => {
          if (msg.type === 'force_offline') setState('forced');
          if (msg.id) setPushed(msg.data as unknown as chat.Dialogue);
          void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
        },
      },
      { pingMs: config.ping_interval },
    );
    socket.connect();
    return () => socket.close();
  }, [config, client]);
  return { state, pushed };
}

function SearchHistory() {
  const { t } = useTranslation('chat');
  const [found, setFound] = useState<chat.Dialogue[] | null>(null);
  return (
    <>
      <Input.Search
        placeholder={t('search')}
        allowClear
        onSearch={(v) => v.trim() && void agentChat.search(v.trim()).then((r) => setFound(r.list))}
      />
      <Modal open={found !== null} onCancel={() => setFound(null)} footer={null} title={t('searchResults')}>
        <List dataSource={found ?? []} renderItem={(d) => <ChatLine d={d} />} />
      </Modal>
    </>
  );
}

/** The customer-service workspace: waiting, active and history shoppers, one conversation, the online agents. */
export function Page() {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const { data: ws } = useWorkspace();
  const [memberId, setMemberId] = useState<number>();
  const [messages, setMessages] = useState<chat.Dialogue[]>([]);
  const [page, setPage] = useState({ at: 0, count: 0 });
  const { state, pushed } = useAgentSocket();
  useEffect(() => {
    if (pushed && pushed.member_id === memberId) setMessages((prev) => byId([...prev, pushed]));
  }, [pushed, memberId]);
  const load = useCallback(
    async (id: number, p: number) => {
      const res = await agentChat.dialogs(id, p);
      setPage({ at: p, count: res.page_count });
      setMessages((prev) => byId([...res.list, ...(p === 1 ? [] : prev)]));
      void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
    },
    [client],
  );
  const select = (id: number) => {
    setMemberId(id);
    setMessages([]);
    void load(id, 1);
  };
  const all = ws ? [...ws.waiting, ...ws.active, ...ws.history] : [];
  const selected = all.find((m) => m.member_id === memberId);
  const refresh = () => client.invalidateQueries({ queryKey: WORKSPACE_KEY });

  return (
    <div className="cs-chat-workspace">
      {state === 'forced' ? <Alert type="error" showIcon title={t('forced')} /> : null}
      <div className="cs-chat-columns">
        <Card size="small" className="cs-chat-side" title={t('shoppers')}>
          <SearchHistory />
          {ws ? <MemberLists ws={ws} current={memberId} onSelect={select} /> : null}
          <div className="cs-chat-agents">
            <div className="cs-chat-agents-title">{t('onlineAgents')}</div>
            {ws?.agents.map((a) => (
              <Tag key={a.servicer_id} color={a.servicer_id === ws.servicer_id ? 'green' : 'default'}>
                {t('agentLoad', { name: a.nickname, n: a.members })}
              </Tag>
            ))}
          </div>
        </Card>
        <Card
          size="small"
          className="cs-chat-main"
          title={selected?.nickname ?? t('pick')}
          extra={
            selected ? (
              <Space>
                {selected.servicer_id !== ws?.servicer_id ? (
                  <Button
                    size="small"
                    onClick={() => void agentChat.takeover(selected.member_id).then(refresh)}
                  >
                    {t('takeOver')}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  danger
                  onClick={() => void agentChat.end(selected.member_id).then(refresh)}
                >
                  {t('end')}
                </Button>
              </Space>
            ) : null
          }
        >
          {memberId ? (
            <Conversation
              messages={messages}
              hasMore={page.at < page.count}
              onMore={() => void load(memberId, page.at + 1)}
              quickReplies={ws?.quick_replies ?? []}
              onSend={async (data) => {
                const d = await agentChat.answer({ member_id: memberId, ...data });
                setMessages((prev) => byId([...prev, d]));
                void refresh();
              }}
            />
          ) : (
            <Empty description={t('pickHint')} />
          )}
        </Card>
      </div>
    </div>
  );
}
