import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

/**
 * Requests as the original PC client sends them (Niushop B2B2C v4.1.2 PC build, zl136194343/meurl
 * `addon/pc/source/os/src/utils/http.js`): the page's own fields, plus app_type, app_type_name and the token
 * when there is one; undefined fields vanish in JSON as they do through axios.
 */
export type Replay = (url: string, data?: Record<string, unknown>) => Promise<Envelope>;
export interface Envelope {
  code: number;
  message: string;
  data: any;
  error_code?: string;
}

export const replayer =
  (t: TestApp, token?: string): Replay =>
  async (url, data = {}) =>
    (await t.call(url, { app_type: 'pc', app_type_name: '电脑端', ...(token ? { token } : {}), ...data }))
      .body as Envelope;

/** The client resolves a call only on code 0 (http.js `code == successCode`): anything else fails the test. */
export function accepted(answer: Envelope): any {
  expect(answer.code, `${answer.error_code ?? ''} ${answer.message}`).toBe(0);
  return answer.data;
}

/** What the client does with a JSON text field: JSON.parse, which throws on anything but JSON text. */
export function clientParse(value: unknown): any {
  expect(typeof value).toBe('string');
  return JSON.parse(value as string);
}
