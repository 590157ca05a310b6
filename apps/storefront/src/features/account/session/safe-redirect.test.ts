import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN_DEFAULT, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('follows a path of this storefront, with its query', () => {
    expect(safeRedirect('/member/order_detail?order_id=5')).toBe('/member/order_detail?order_id=5');
    expect(safeRedirect('/sku-12')).toBe('/sku-12');
  });

  it('accepts the full /web path and strips the basename', () => {
    expect(safeRedirect('/web/cart')).toBe('/cart');
  });

  it('goes to the member centre when there is nothing to follow', () => {
    expect(safeRedirect(null)).toBe(AFTER_LOGIN_DEFAULT);
    expect(safeRedirect('')).toBe(AFTER_LOGIN_DEFAULT);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    '/web//evil.example',
    'member/index',
    '/ evil',
    `/${'a'.repeat(1200)}`,
  ])('refuses %s', (raw) => {
    expect(safeRedirect(raw)).toBe(AFTER_LOGIN_DEFAULT);
  });

  it('never loops back to the login or register page', () => {
    expect(safeRedirect('/login?redirect=%2Fcart')).toBe(AFTER_LOGIN_DEFAULT);
    expect(safeRedirect('/register')).toBe(AFTER_LOGIN_DEFAULT);
  });
});
