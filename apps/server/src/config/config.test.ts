import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run the mall with no settings', () => {
    const c = parseConfig({});
    expect(c.port).toBe(8080);
    expect(c.defaultLang).toBe('en-us');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.addons.seckill).toBe(1);
  });
  it('keeps a development terminal quiet and readable, production on JSON lines', () => {
    expect(parseConfig({})).toMatchObject({ logLevel: 'warn', logFormat: 'pretty' });
    expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost' })).toMatchObject({
      logLevel: 'info',
      logFormat: 'json',
    });
    expect(parseConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('info');
    expect(parseConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
  it('says which setting is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DEFAULT_LANG: 'fr' })).toThrow(/DEFAULT_LANG/);
  });
  it('turns plugins off by name', () => {
    expect(parseConfig({ ADDONS_DISABLED: 'seckill, city' }).addons).toMatchObject({
      seckill: 0,
      city: 0,
      coupon: 1,
    });
  });
});
