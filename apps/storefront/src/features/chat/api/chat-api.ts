import type { chat } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';

const post = <T>(url: string, data: Record<string, unknown> = {}, silent = false) =>
  request<T>({ url, data, silent });

export const chatApi = {
  bind: (clientId: string, siteId: number) =>
    post<chat.ServicerInfo>('/servicer/api/chat/bind', { client_id: clientId, site_id: siteId }, true),
  say: (data: Record<string, unknown>) => post<chat.Dialogue>('/servicer/api/chat/say', data),
  dialogs: (siteId: number, page: number) =>
    post<{ count: number; page_count: number; list: chat.Dialogue[] }>('/servicer/api/chat/dialogs', {
      site_id: siteId,
      page,
      limit: 4,
    }),
  setRead: (siteId: number) => post<number>('/servicer/api/chat/setRead', { site_id: siteId }, true),
  bye: (servicerId: number, siteId: number) =>
    post<number>('/servicer/api/chat/bye', { servicer_id: servicerId, site_id: siteId }, true),
};

export const CHAT_LIST_KEY = ['/servicer/api/chat/chatList'];

/** The shopper's conversations (page size 30), refreshed on every socket message. */
export const useChatList = (enabled: boolean) =>
  useQuery({
    queryKey: CHAT_LIST_KEY,
    queryFn: () =>
      post<{ list: chat.Conversation[] }>('/servicer/api/chat/chatList', { page: 1, page_size: 30 }, true),
    enabled: enabled && Boolean(getToken()),
  });

/** Uploads a chat picture; the server checks it is one by its content. */
export async function uploadChatImage(file: File): Promise<string> {
  const form = new FormData();
  const token = getToken();
  if (token) form.append('token', token);
  form.append('file', file);
  const res = await fetch('/api/upload/chatimg', { method: 'POST', body: form });
  const body = (await res.json()) as { code: number; message: string; data: { pic_path: string } };
  if (body.code !== 0) throw new Error(body.message);
  return body.data.pic_path;
}
