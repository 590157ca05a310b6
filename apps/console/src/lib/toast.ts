import type { MessageInstance } from 'antd/es/message/interface';

let instance: MessageInstance | undefined;
const TOAST_KEY = 'server-message';

/** The App component hands over antd's themed message instance once it mounts. */
export function setToastInstance(api: MessageInstance): void {
  instance = api;
}

/** Shows a message; a new one replaces the previous, so only one toast is visible at a time. */
export function toast(text: string, type: 'error' | 'success' | 'info' | 'warning' = 'error'): void {
  instance?.open({ key: TOAST_KEY, type, content: text, duration: 3 });
}
