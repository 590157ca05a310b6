import type { MessageInstance } from 'antd/es/message/interface';
import { raiseToastLayer } from './toast-layer.ts';

let instance: MessageInstance | undefined;
const waiting: ((api: MessageInstance) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();
const TOAST_KEY = 'server-message';
/** How many toasts have been shown: each gets a key of its own (see toast()). */
let shown = 0;

/**
 * antd's message machinery is its own chunk, mounted on the first toast (app/toasts.tsx): most visits never
 * show one, so it stays out of every page's first load (issue 12). Until it has mounted, messages wait here.
 */
export function withMessageApi(show: (api: MessageInstance) => void): void {
  if (instance) return show(instance);
  waiting.push(show);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

/** Whether a message has been asked for (the providers then mount the message holder). */
export const toastsWanted = (): boolean => wanted;
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The holder hands over antd's themed message instance once it mounts; waiting messages show then. */
export function setToastInstance(api: MessageInstance): void {
  instance = api;
  waiting.splice(0).forEach((show) => show(api));
}

/**
 * Shows a message; a new one replaces the previous, so only one toast is visible at a time (spec §8: the
 * holder keeps at most one, app/toasts.tsx). Each opens under a key of its own: updating a notice in place
 * keeps its timer, so a message that replaced one shown 2.9 s earlier vanished 0.1 s later, unread.
 */
export function toast(text: string, type: 'error' | 'success' | 'info' | 'warning' = 'error'): void {
  shown += 1;
  const key = `${TOAST_KEY}-${shown}`;
  withMessageApi((api) => {
    raiseToastLayer();
    api.open({ key, type, content: text, duration: 3 });
  });
}
