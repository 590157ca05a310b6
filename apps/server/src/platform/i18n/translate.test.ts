import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { registeredMessages } from './messages.ts';
import { langFromHeader, pickI18n, translate } from './translate.ts';

describe('server messages', () => {
  it('has every message in all five languages', async () => {
    // Modules hand their messages to the platform when the app starts: build one to see them all.
    await (await createTestApp()).close();
    expect(registeredMessages().has('CART_SOLD_OUT')).toBe(true);
    for (const [key, texts] of registeredMessages()) {
      for (const lang of ['zh-cn', 'zh-tw', 'en-us', 'ko-kr', 'ru'] as const)
        expect(texts[lang], `${key} ${lang}`).toBeTruthy();
    }
  });
  it('fills parameters', () => {
    expect(translate('en-us', 'ROUTE_NOT_FOUND', { path: '/x' })).toBe('No such call: /x');
  });
  it('reads Accept-Language', () => {
    expect(langFromHeader('ko-KR,ko;q=0.9')).toBe('ko-kr');
    expect(langFromHeader('zh-Hant;q=0.9')).toBe('zh-tw');
    expect(langFromHeader('ru')).toBe('ru');
    expect(langFromHeader('fr-FR')).toBeUndefined();
  });
  it('falls back to the base text when a translation is missing', () => {
    expect(pickI18n({ 'zh-cn': { title: '手机' } }, 'zh-cn', 'title', 'Phones')).toBe('手机');
    expect(pickI18n({ 'zh-cn': { title: '' } }, 'zh-cn', 'title', 'Phones')).toBe('Phones');
    expect(pickI18n(null, 'ru', 'title', 'Phones')).toBe('Phones');
  });
});
