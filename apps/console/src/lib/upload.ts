import { i18n } from './i18n.ts';
import { RequestError, type ServerEnvelope } from './request.ts';
import { getSession } from './session.ts';
import { toast } from './toast.ts';

/**
 * Posts one file as a multipart form (its fields first, then `file`). The token goes in the Authorization
 * header: the server checks the session before it reads the form. Failures show the server's message.
 */
export async function uploadFile<T>(url: string, fields: Record<string, string>, file: Blob): Promise<T> {
  const form = new FormData();
  form.append('lang', i18n.language);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file);
  const token = getSession()?.token;
  let envelope: ServerEnvelope<T>;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    envelope = (await res.json()) as ServerEnvelope<T>;
  } catch {
    const text = i18n.t('common:networkError');
    toast(text);
    throw new RequestError(text);
  }
  if (envelope.code === 0) return envelope.data;
  toast(envelope.message);
  throw new RequestError(envelope.message, envelope);
}
