import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const SMTP_URL = 'smtp://127.0.0.1:9';
const TRADE = `SBX${'0'.repeat(32)}`;

async function statusOf(t: TestApp, method: 'GET' | 'POST', url: string): Promise<number> {
  return (await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode;
}

describe('production mode without demo doors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SMTP_URL });
  });
  afterAll(() => t.close());

  it('has no sandbox gateway, no /api/demo/* and no outbox page (404)', async () => {
    expect(await statusOf(t, 'GET', `/sandbox-gateway/cashier/${TRADE}`)).toBe(404);
    expect(await statusOf(t, 'POST', `/sandbox-gateway/cashier/${TRADE}/decide`)).toBe(404);
    expect(await statusOf(t, 'POST', '/api/pay/notify/sandbox')).toBe(404);
    expect(await statusOf(t, 'POST', '/api/demo/captcha')).toBe(404);
    expect(await statusOf(t, 'POST', '/api/demo/outbox')).toBe(404);
    expect(await statusOf(t, 'GET', '/demo/outbox')).toBe(404);
  });

  it('offers no sandbox pay type and refuses one asked for', async () => {
    expect((await t.call('/api/pay/type')).body.data.list).toEqual([]);
    const token = await t.loginAs('demo');
    const pay = await t.call('/api/pay/pay', { token, out_trade_no: 'x'.repeat(20), pay_type: 'sandbox' });
    expect(pay.body.error_code).toBe('PARAMETER_ERROR');
  });
});

describe('production mode with DEMO_DOORS=on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL,
      DEMO_DOORS: 'on',
      PAY_SANDBOX_SECRET: 'k8Zq2vN0pX4rT7wY1bE5hJ9mC3fG6sL0',
    });
  });
  afterAll(() => t.close());

  it('keeps the demo doors', async () => {
    expect(
      (await t.call('/api/pay/type')).body.data.list.map((p: { pay_type: string }) => p.pay_type),
    ).toEqual(['sandbox']);
    expect(await statusOf(t, 'GET', '/demo/outbox')).toBe(200);
    const { id } = (await t.call('/api/captcha/captcha')).body.data;
    expect((await t.call('/api/demo/captcha', { captcha_id: id })).body.code).toBe(0);
  });
});
