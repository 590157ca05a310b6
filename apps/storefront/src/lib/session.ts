import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

const TOKEN_COOKIE = 'token';
const SITE_KEY_COOKIE = 'SiteKey';
const SESSION_EVENT = 'mall-session-change';

export const getToken = () => getCookie(TOKEN_COOKIE);

const announce = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
};

/** With autoLoginRange the token outlives the browser session by that many days (spec §4). */
export function setToken(token: string, autoLoginRange?: number): void {
  setCookie(TOKEN_COOKIE, token, autoLoginRange);
  announce();
}

export function removeToken(): void {
  removeCookie(TOKEN_COOKIE);
  announce();
}

/**
 * Runs the listener after every login and logout in this tab (guest-cart merge, header refresh).
 * Returns the unsubscribe function.
 */
export function onSessionChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(SESSION_EVENT, listener);
  return () => window.removeEventListener(SESSION_EVENT, listener);
}

/** Whether a token is held now; re-renders on login and logout. */
export const useHasToken = (): boolean =>
  useSyncExternalStore(
    onSessionChange,
    () => Boolean(getToken()),
    () => false,
  );

/** The chosen city sub-site, sent as website_id on every call. */
export const getWebsiteId = () => getCookie(SITE_KEY_COOKIE);
