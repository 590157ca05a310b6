import type { chat, site } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';

export const WORKSPACE_KEY = ['agent', 'chat', 'workspace'];

export const useWorkspace = () =>
  useQuery({
    queryKey: WORKSPACE_KEY,
    queryFn: () => request<chat.Workspace>({ url: '/agent/api/chat/workspace' }),
  });

export const useServicerConfig = () =>
  useQuery({
    queryKey: ['/api/config/servicer'],
    queryFn: () =>
      request<Pick<site.ServicerConfig, 'socket_url' | 'ping_interval'>>({
        url: '/api/config/servicer',
        silent: true,
      }),
    staleTime: Infinity,
  });

type Page = { count: number; page_count: number; list: chat.Dialogue[] };

export const agentChat = {
  bind: (clientId: string) =>
    request<{ servicer_id: number; nickname: string }>({
      url: '/agent/api/chat/bind',
      data: { client_id: clientId },
    }),
  dialogs: (memberId: number, page: number) =>
    request<Page>({ url: '/agent/api/chat/dialogs', data: { member_id: memberId, page, limit: 15 } }),
  answer: (data: Record<string, unknown>) => request<chat.Dialogue>({ url: '/agent/api/chat/answer', data }),
  takeover: (memberId: number) =>
    request<number>({ url: '/agent/api/chat/takeover', data: { member_id: memberId } }),
  end: (memberId: number) => request<number>({ url: '/agent/api/chat/end', data: { member_id: memberId } }),
  search: (keyword: string) =>
    request<Page>({ url: '/agent/api/chat/search', data: { keyword, page: 1, page_size: 50 } }),
};
