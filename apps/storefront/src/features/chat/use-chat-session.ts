import { ChatSocket, chatSocketUrl, type chat } from '@mall/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServicerConfig } from '../site/index.ts';
import { CHAT_LIST_KEY, chatApi } from './api/chat-api.ts';

export type Presence = 'connecting' | 'online' | 'offline' | 'ended';

const byId = (list: chat.Dialogue[]) => {
  const seen = new Map<number, chat.Dialogue>();
  for (const d of list) seen.set(d.id, d);
  return [...seen.values()].sort((a, b) => a.id - b.id);
};

/**
 * One open conversation (spec §4): the socket opens, `init` binds it to the shop's agent (online / not online
 * banner), pushed messages of this shop are added once, history pages (4 a page) are prepended, and the list of
 * conversations is refreshed by every message. Selecting another shop starts over.
 */
export function useChatSession(siteId: number, active: boolean) {
  const queryClient = useQueryClient();
  const { data: config } = useServicerConfig();
  const [presence, setPresence] = useState<Presence>('connecting');
  const [messages, setMessages] = useState<chat.Dialogue[]>([]);
  const [page, setPage] = useState(0);
  const [pageCount, setPageCount] = useState(0);
  const servicer = useRef(0);

  const loadPage = useCallback(
    async (p: number) => {
      const res = await chatApi.dialogs(siteId, p);
      setPageCount(res.page_count);
      setPage(p);
      setMessages((prev) => byId([...res.list, ...prev]));
    },
    [siteId],
  );

  useEffect(() => {
    if (!active || !config) return;
    setMessages([]);
    setPage(0);
    setPresence('connecting');
    servicer.current = 0;
    void loadPage(1);
    void chatApi.setRead(siteId).then(() => queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY }));
    const socket = new ChatSocket(
      chatSocketUrl(config.socket_url, window.location),
      {
        onInit: (clientId) => {
          chatApi
            .bind(clientId, siteId)
            .then((info) => {
              servicer.current = info.servicer_id;
              setPresence('online');
            })
            .catch(() => setPresence('offline'));
        },
        onMessage: (msg) => {
          const refresh = () => queryClient.invalidateQueries({ queryKey: CHAT_LIST_KEY });
          const data = msg.data as Record<string, unknown>;
          if (msg.type === 'connect' && Number(data.shop_id ?? -1) === siteId) {
            servicer.current = Number(data.servicer_id ?? 0);
            setPresence(servicer.current ? 'online' : 'offline');
          } else if (msg.type === 'close') setPresence('ended');
          if (msg.id && Number(data.site_id) === siteId) {
            setMessages((prev) => byId([...prev, data as unknown as chat.Dialogue]));
            // The open conversation is read as it arrives: its unread count stays 0.
            void chatApi.setRead(siteId).finally(() => void refresh());
          } else void refresh();
        },
      },
      { pingMs: config.ping_interval },
    );
    socket.connect();
    return () => {
      socket.close();
      if (servicer.current) void chatApi.bye(servicer.current, siteId);
    };
  }, [active, config, siteId, loadPage, queryClient]);

  const append = (d: chat.Dialogue) => setMessages((prev) => byId([...prev, d]));
  const loadMore = () => (page < pageCount ? loadPage(page + 1) : Promise.resolve());
  return {
    presence,
    messages,
    append,
    loadMore,
    hasMore: page < pageCount,
    servicerId: () => servicer.current,
  };
}
