import { APP_TYPE, APP_TYPE_NAME, settle } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { request, RequestError, type ServerEnvelope } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

/* Settle-in: the member's application and the licence picture upload. */

const KEY = ['shop-apply'] as const;

export const useMyApply = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => request<settle.ShopApply | null>({ url: '/api/shopapply/info', forceLogin: true }),
    staleTime: 0,
  });

export async function submitApply(input: settle.ShopApplyInput): Promise<settle.ShopApply> {
  const done = await request<settle.ShopApply>({
    url: '/api/shopapply/apply',
    data: { ...input },
    forceLogin: true,
  });
  queryClient.setQueryData(KEY, done);
  return done;
}

/** The licence goes up as multipart (field `file`); the server checks it is a picture and re-encodes it. */
export async function uploadLicence(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('app_type', APP_TYPE);
  form.append('app_type_name', APP_TYPE_NAME);
  form.append('lang', i18n.language);
  form.append('token', getToken() ?? '');
  form.append('file', file);
  let body: ServerEnvelope<{ path: string }>;
  try {
    const res = await fetch(settle.LICENCE_UPLOAD_PATH, { method: 'POST', body: form });
    body = (await res.json()) as typeof body;
  } catch {
    const text = i18n.t('common:networkError');
    toast(text);
    throw new RequestError(text);
  }
  if (body.code !== 0) {
    toast(body.message);
    throw new RequestError(body.message, body);
  }
  return body.data.path;
}
