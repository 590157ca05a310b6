import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | undefined;
const TOAST_KEY = 'server-message';

/** The providers hand over antd's themed message instance once they mount. */
export function setToastInstance(api: MessageInstance): void {
  instance = api;
}

/** The themed message instance, for the few messages that carry a link (undefined before the first render). */
export const messageApi = (): MessageInstance | undefined => instance;

/** Shows a message; a new one replaces the previous, so only one toast is visible at a time (spec §8). */
export function toast(text: string, type: 'error' | 'success' | 'info' | 'warning' = 'error'): void {
  instance?.open({ key: TOAST_KEY, type, content: text, duration: 3 });
}
