// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

const cookieGetter = () => vi.spyOn(document, 'cookie', 'get');
const nextMicrotask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(async () => {
  vi.restoreAllMocks();
  removeCookie('token');
  removeCookie('city');
  await nextMicrotask();
});

describe('cookies', () => {
  it('reads the cookie store once per synchronous run, and afresh after it', async () => {
    setCookie('token', 'abc');
    setCookie('city', '330100:杭州');
    const reads = cookieGetter();
    expect([getCookie('token'), getCookie('city'), getCookie('none')]).toEqual([
      'abc',
      '330100:杭州',
      undefined,
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
    await nextMicrotask();
    // Changed by someone else (the server, another tab) between runs: the next run sees it.
    reads.mockReturnValue('token=xyz');
    expect(getCookie('token')).toBe('xyz');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees its own writes within the same run', () => {
    setCookie('token', 'first');
    expect(getCookie('token')).toBe('first');
    setCookie('token', 'second');
    expect(getCookie('token')).toBe('second');
    removeCookie('token');
    expect(getCookie('token')).toBeUndefined();
  });
});
