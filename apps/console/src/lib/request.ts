import { REQUEST_TIMEOUT_MS } from '@mall/contracts';
import { i18n } from './i18n.ts';
import { clearSession, getSession } from './session.ts';
import { toast } from './toast.ts';

/**
 * The one call helper of the console: POST JSON with the session's token and the language, the envelope read
 * (success iff code 0), the server's message shown as a toast. A token error ends the session and sends the
 * user to its login, back here afterwards.
 */
export interface RequestOptions {
  url: string;
  data?: Record<string, unknown>;
  /** Callers that show failures themselves turn the toast off. */
  silent?: boolean;
}

export interface ServerEnvelope<T> {
  code: number;
  message: string;
  data: T;
  error_code?: string;
  timestamp: number;
}

/** A rejected call: carries the whole body so callers can read code, error_code and data. */
export class RequestError extends Error {
  readonly body: ServerEnvelope<unknown> | undefined;
  constructor(message: string, body?: ServerEnvelope<unknown>) {
    super(message);
    this.body = body;
  }
}

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(`/console${to}`);
/** The router hands over its navigate so the redirect to login keeps the single-page app. */
export const setRequestNavigator = (fn: Navigate) => {
  navigate = fn;
};

const currentPath = () => window.location.pathname.replace(/^\/console/, '') + window.location.search;

async function post<T>(url: string, body: Record<string, unknown>): Promise<ServerEnvelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return (await res.json()) as ServerEnvelope<T>;
  } finally {
    clearTimeout(timer);
  }
}

export async function request<T>(opts: RequestOptions): Promise<T> {
  const session = getSession();
  const body = { ...opts.data, lang: i18n.language, ...(session ? { token: session.token } : {}) };
  let envelope: ServerEnvelope<T>;
  try {
    envelope = await post<T>(opts.url, body);
  } catch {
    const text = i18n.t('common:networkError');
    if (!opts.silent) toast(text);
    throw new RequestError(text);
  }
  if (envelope.code === 0) return envelope.data;
  if (envelope.error_code === 'TOKEN_ERROR' && session) {
    clearSession();
    toast(i18n.t('common:loginExpired'));
    navigate(`/login?audience=${session.audience}&redirect=${encodeURIComponent(currentPath())}`);
    throw new RequestError(envelope.message, envelope);
  }
  if (!opts.silent) toast(envelope.message);
  throw new RequestError(envelope.message, envelope);
}

/**
 * Uploads one file as a multipart form (field `file`, with the token and language), read like any call: the
 * answer's data, or a RequestError whose message the caller shows (upload widgets show their own failure).
 */
export async function uploadFile<T>(url: string, file: Blob): Promise<T> {
  const session = getSession();
  const form = new FormData();
  form.append('lang', i18n.language);
  if (session) form.append('token', session.token);
  form.append('file', file);
  let envelope: ServerEnvelope<T>;
  try {
    envelope = (await (await fetch(url, { method: 'POST', body: form })).json()) as ServerEnvelope<T>;
  } catch {
    throw new RequestError(i18n.t('common:networkError'));
  }
  if (envelope.code === 0) return envelope.data;
  throw new RequestError(envelope.message, envelope);
}
