import os from 'node:os';
import { site } from '@mall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { parseConfig } from '../../config/config.ts';
import { auditRows, consoleToken } from '../../test/console-test-helpers.ts';
import { createTestApp, outcomeOf, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleToken(t, 'admin');
});
afterAll(() => t.close());

const op = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/operator/api/site/${path}`, { token: admin, ...body });
const storefrontSees = async () =>
  site.servicerConfigSchema.parse((await t.call('/api/config/servicer')).body.data);

describe("the operator's customer-service setting", () => {
  it('is what /api/config/servicer answers: the built-in chat, a third party with its link, or none', async () => {
    expect((await op('servicer')).body.data).toEqual({ type: 'system', third: '', ping_interval: 1500 });
    expect(await storefrontSees()).toMatchObject({ type: 'system', ping_interval: 1500 });

    const saved = await op('saveservicer', {
      type: 'third',
      third: 'https://help.example.com/chat',
      ping_interval: 20000,
    });
    expect(outcomeOf(saved)).toBe('OK');
    expect(await storefrontSees()).toMatchObject({
      type: 'third',
      third: 'https://help.example.com/chat',
      ping_interval: 20000,
      applet: 0,
    });
    const [audit] = await auditRows(t, '/operator/api/site/saveservicer');
    expect(audit).toMatchObject({ audience: 'operator', target_type: 'servicer_settings' });

    // The heartbeat may be switched off; the built-in chat back on.
    await op('saveservicer', { type: 'system', third: '', ping_interval: 0 });
    expect(await storefrontSees()).toMatchObject({ type: 'system', ping_interval: 0 });
  });

  it('refuses a bad setting and changes nothing', async () => {
    const before = (await op('servicer')).body.data;
    for (const bad of [
      { type: 'third', third: '' },
      { type: 'third', third: 'javascript:alert(1)' },
      { type: 'chat' },
      { ping_interval: 500 },
      { ping_interval: 60000 },
      { ping_interval: -1 },
    ]) {
      const res = await op('saveservicer', { ...before, ...bad });
      expect(outcomeOf(res), JSON.stringify(bad)).toBe('PARAMETER_ERROR');
    }
    expect((await op('servicer')).body.data).toEqual(before);
    // Only the operator sets it.
    const merchant = await consoleToken(t, 'shop1');
    expect(
      outcomeOf(await t.call('/operator/api/site/saveservicer', { token: merchant, ...before })),
    ).not.toBe('OK');
  });

  it('answers the socket address of the configuration, which the page policy lets the browser reach', async () => {
    const own = await storefrontSees();
    expect(own.socket_url).toBe('ws://localhost:8080/ws');
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: os.tmpdir(),
      CHAT_SOCKET_URL: 'wss://chat.example.com/ws',
    });
    const other = await buildApp({ config, db: t.database.db, limits: t.limits });
    try {
      const res = await other.inject({ method: 'POST', url: '/api/config/servicer', payload: {} });
      expect(res.json().data.socket_url).toBe('wss://chat.example.com/ws');
      expect(res.headers['content-security-policy']).toMatch(
        /connect-src 'self' blob: wss:\/\/chat\.example\.com(;|$)/,
      );
    } finally {
      await other.close();
    }
    expect(() => parseConfig({ NODE_ENV: 'test', CHAT_SOCKET_URL: 'http://x.example/ws' })).toThrow(
      /CHAT_SOCKET_URL/,
    );
  });
});
