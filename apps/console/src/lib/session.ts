import { useSyncExternalStore } from 'react';
import type { ConsoleAudience, consoleSession } from '@mall/contracts';

/**
 * The console session: who is logged in (one audience at a time) and the token sent with every call. Kept in
 * localStorage so new tabs share it; the server decides whether it is still good (TOKEN_ERROR clears it).
 * The storefront's own `token` cookie is never touched.
 */
export type ConsoleSession = consoleSession.ConsoleLogin;

const STORAGE_KEY = 'console.session';
const CHANGE_EVENT = 'console-session-change';

function read(): ConsoleSession | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ConsoleSession) : null;
  } catch {
    return null;
  }
}

let current = read();

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const getSession = (): ConsoleSession | null => current;

export function setSession(session: ConsoleSession): void {
  current = session;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  announce();
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(STORAGE_KEY);
  announce();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session now; re-renders on login and logout (in this tab or another). */
export const useSession = (): ConsoleSession | null =>
  useSyncExternalStore(subscribe, getSession, () => null);

/** The API prefix of an audience's calls. */
export const apiBase = (audience: ConsoleAudience) => `/${audience}/api`;
