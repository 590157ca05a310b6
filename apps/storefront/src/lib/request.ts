import { APP_TYPE, APP_TYPE_NAME, REQUEST_TIMEOUT_MS } from '@mall/contracts';
import { i18n } from './i18n.ts';
import { getToken, getWebsiteId, removeToken } from './session.ts';
import { toast } from './toast.ts';

export interface RequestOptions {
  url: string;
  data?: Record<string, unknown>;
  /** The call needs a member: a token error sends the visitor to login and back (spec §6). */
  forceLogin?: boolean;
  /** Success is code 0 unless the caller accepts another code, or any code >= 0. */
  expectedCode?: number | 'non-negative';
  /** Callers that handle failures themselves turn the toast off. */
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
let navigate: Navigate = (to) => window.location.assign(`/web${to}`);
/** The router hands over its navigate so a forced-login redirect keeps the single-page app. */
export const setRequestNavigator = (fn: Navigate) => {
  navigate = fn;
};

const currentPath = () => window.location.pathname.replace(/^\/web/, '') + window.location.search;

function isSuccess(code: number, expected: RequestOptions['expectedCode']): boolean {
  if (expected === 'non-negative') return code >= 0;
  return code === (expected ?? 0);
}

export async function request<T>(opts: RequestOptions): Promise<T> {
  const token = getToken();
  const websiteId = getWebsiteId();
  const body = {
    ...opts.data,
    app_type: APP_TYPE,
    app_type_name: APP_TYPE_NAME,
    lang: i18n.language,
    ...(token ? { token } : {}),
    ...(websiteId ? { website_id: websiteId } : {}),
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let envelope: ServerEnvelope<T>;
  try {
    const res = await fetch(opts.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    envelope = (await res.json()) as ServerEnvelope<T>;
  } catch {
    const text = i18n.t('common:networkError');
    if (!opts.silent) toast(text);
    throw new RequestError(text);
  } finally {
    clearTimeout(timer);
  }

  if (isSuccess(envelope.code, opts.expectedCode)) return envelope.data;

  if (envelope.error_code === 'TOKEN_ERROR') {
    removeToken();
    const text = i18n.t('common:loginError');
    if (!opts.silent) toast(text);
    // A member call still in flight when the shopper logs out may answer here after they reached the login
    // page (the next page's chunk loads while the old one stays up): they already are where this would send them.
    if (opts.forceLogin && !currentPath().startsWith('/login'))
      navigate(`/login?redirect=${encodeURIComponent(currentPath())}`);
    throw new RequestError(text, envelope);
  }
  if (!opts.silent) toast(envelope.message);
  throw new RequestError(envelope.message, envelope);
}
