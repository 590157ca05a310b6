import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const SECRET = 'k8Zq2vN0pX4rT7wY1bE5hJ9mC3fG6sL0';
const SMTP = 'smtp://mailer:pw@mail.example.com:587';

describe('production mode', () => {
  it('refuses to start without a real mail transport', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    const c = parseConfig({ NODE_ENV: 'production', SMTP_URL: SMTP });
    expect(c.demoDoors).toBe(false);
  });

  it('opens the demo doors only on request, and then wants a real sandbox secret', () => {
    const on = { NODE_ENV: 'production', SMTP_URL: SMTP, DEMO_DOORS: 'on' };
    expect(() => parseConfig(on)).toThrow(/PAY_SANDBOX_SECRET/);
    expect(() => parseConfig({ ...on, PAY_SANDBOX_SECRET: 'change-me-change-me-change-me-00' })).toThrow(
      /PAY_SANDBOX_SECRET/,
    );
    expect(parseConfig({ ...on, PAY_SANDBOX_SECRET: SECRET }).demoDoors).toBe(true);
  });

  it('keeps the demo doors open outside production', () => {
    expect(parseConfig({}).demoDoors).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }).demoDoors).toBe(true);
  });
});

describe('public address and proxies', () => {
  it('builds absolute links from PUBLIC_URL, by default http://localhost:<PORT>', () => {
    expect(parseConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(parseConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(() => parseConfig({ PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses and CIDRs', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = parseConfig({ TRUST_PROXY: '2' }).trustProxy;
    expect(typeof hops === 'function' && [hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/40', 'proxy.example.com'])
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
