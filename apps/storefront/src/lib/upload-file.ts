import { APP_TYPE, APP_TYPE_NAME } from '@mall/contracts';
import { i18n } from './i18n.ts';
import { RequestError, type ServerEnvelope } from './request.ts';
import { getToken } from './session.ts';
import { toast } from './toast.ts';

/**
 * Sends one file to an upload call as multipart (the fields every call carries, then the field `file`) and
 * answers the envelope's data; the server's refusal (not a picture, too large) is shown as a toast and thrown.
 */
export async function uploadFile<T>(path: string, file: Blob): Promise<T> {
  const form = new FormData();
  form.append('app_type', APP_TYPE);
  form.append('app_type_name', APP_TYPE_NAME);
  form.append('lang', i18n.language);
  form.append('token', getToken() ?? '');
  form.append('file', file);
  let body: ServerEnvelope<T>;
  try {
    const res = await fetch(path, { method: 'POST', body: form });
    body = (await res.json()) as ServerEnvelope<T>;
  } catch {
    const text = i18n.t('common:networkError');
    toast(text);
    throw new RequestError(text);
  }
  if (body.code !== 0) {
    toast(body.message);
    throw new RequestError(body.message, body);
  }
  return body.data;
}
