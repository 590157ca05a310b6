import type { ReactNode } from 'react';
import { raiseToastLayer } from './toast-layer.ts';

/*
 * The page's toasts (spec §8: one at a time, a new one replaces the one shown), drawn by app/toasts.tsx in antd's
 * message look without antd: "added to cart" on the goods page used to fetch antd's message and theme (~70 KiB)
 * in the middle of the buying flow (issue 12). The holder mounts with the first toast; until then nothing of it
 * is in a page's first load.
 */

export type ToastType = 'error' | 'success' | 'info' | 'warning';

export interface ShownToast {
  /** A new id for each toast, so the holder draws it afresh (and screen readers read it) even with the same words. */
  id: number;
  type: ToastType;
  content: ReactNode;
}

const DURATION_MS = 3000;
let current: ShownToast | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;
let wanted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Follows the toast on show (app/toasts.tsx, through useSyncExternalStore). */
export function onToastChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const shownToast = (): ShownToast | null => current;
/** Whether any toast was asked for yet (the app mounts the holder from then on). */
export const toastsWanted = (): boolean => wanted;

/**
 * Shows a toast for three seconds in place of the one shown; answers its id (for closeToast). Each gets a timer
 * of its own: a message that replaced one shown 2.9 s earlier must not vanish 0.1 s later, unread.
 */
export function showToast(content: ReactNode, type: ToastType = 'error'): number {
  lastId += 1;
  const id = lastId;
  wanted = true;
  // Into an open dialog of ours, if any, so it is not drawn dimmed and unread behind it (lib/toast-layer.ts).
  if (typeof document !== 'undefined') raiseToastLayer();
  current = { id, type, content };
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => closeToast(id), DURATION_MS);
  notify();
  return id;
}

/** Closes the toast with this id if it is still the one shown (or whatever is shown, without an id). */
export function closeToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  clearTimeout(hideTimer);
  notify();
}

/** Shows a message in words: the server's reason a call failed (the default), or what just happened. */
export function toast(text: string, type: ToastType = 'error'): void {
  showToast(text, type);
}
