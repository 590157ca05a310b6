import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '../db/schema/index.ts';
import { solvedCaptcha } from '../modules/account/account-test-helpers.ts';
import { checkoutOne } from '../modules/payment/payment-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const FORGED = {
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

async function login(t: TestApp, headers: Record<string, string>) {
  const payload = { username: 'bob', password: 'Bob@12345', ...(await solvedCaptcha(t)) };
  const res = await t.app.inject({ method: 'POST', url: '/api/login/login', payload, headers });
  expect(res.json().code).toBe(0);
  const [row] = await t.database.db
    .select()
    .from(memberSession)
    .orderBy(desc(memberSession.sessionId))
    .limit(1);
  return row!.ip;
}

async function cashierUrl(t: TestApp, headers: Record<string, string>): Promise<string> {
  const token = await t.loginAs('demo');
  const payload = { token, out_trade_no: await checkoutOne(t, token), pay_type: 'sandbox' };
  const res = await t.app.inject({ method: 'POST', url: '/api/pay/pay', payload, headers });
  return res.json().data.data as string;
}

async function socketUrl(t: TestApp, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/config/servicer', payload: {}, headers });
  return res.json().data.socket_url as string;
}

describe('by default (no TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(() => t.close());

  it('forged X-Forwarded-For does not change the client address', async () => {
    expect(await login(t, FORGED)).toBe('127.0.0.1');
  });

  it('forged X-Forwarded-Host / Host build no link: cashier and chat addresses come from PUBLIC_URL', async () => {
    expect(await cashierUrl(t, { ...FORGED, host: 'evil.example' })).toMatch(
      /^https:\/\/shop\.example\.com\/sandbox-gateway\/cashier\/SBX/,
    );
    expect(await socketUrl(t, { ...FORGED, host: 'evil.example' })).toBe('wss://shop.example.com/ws');
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("takes the client address from the proxy's X-Forwarded-For", async () => {
    expect(await login(t, FORGED)).toBe('203.0.113.7');
    expect(await login(t, { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' })).toBe('203.0.113.8');
  });

  it('counts per-address limits per forwarded client', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      const payload = { username: `nobody${i}`, password: 'Wrong@12345', ...(await solvedCaptcha(t)) };
      const headers = { 'x-forwarded-for': '203.0.113.50' };
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/api/login/login', payload, headers })).json(),
      );
    }
    expect(answers.at(-1).error_code).toBe('RATE_LIMITED');
    expect(await login(t, { 'x-forwarded-for': '203.0.113.51' })).toBe('203.0.113.51');
  });

  it('still builds links from PUBLIC_URL only', async () => {
    expect(await cashierUrl(t, FORGED)).toMatch(/^http:\/\/localhost:8080\/sandbox-gateway\/cashier\//);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('trusts that many hops from the mall', async () => {
    expect(await login(t, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('203.0.113.9');
  });
});
