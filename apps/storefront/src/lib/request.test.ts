import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser just big enough for the request helper: cookies, location, fetch. */
function fakeBrowser(cookie = '') {
  const jar = { cookie };
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return jar.cookie;
      },
      set cookie(v: string) {
        const [pair] = v.split(';');
        const [name] = pair!.split('=');
        const expired = v.includes('1970');
        const rest = jar.cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        jar.cookie = (expired ? rest : [...rest, pair!]).join('; ');
      },
    },
  });
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: {
      location: { pathname: '/web/member/order_list', search: '?tab=2', assign: vi.fn() },
      // Login and logout are announced as window events (lib/session.ts).
      dispatchEvent: vi.fn(),
    },
  });
  return jar;
}

const answer = (body: unknown) => vi.fn(async () => ({ json: async () => body }) as Response);

describe('request helper', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the common fields and resolves with data on code 0', async () => {
    fakeBrowser('token=abc; SiteKey=3');
    const fetchMock = answer({ code: 0, message: 'ok', data: { a: 1 }, timestamp: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const { request } = await import('./request.ts');
    await expect(request({ url: '/api/x', data: { page: 2 } })).resolves.toEqual({ a: 1 });
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({
      page: 2,
      app_type: 'pc',
      app_type_name: '电脑端',
      token: 'abc',
      website_id: '3',
      lang: 'en-us',
    });
  });

  it('rejects any other code with the server message, unless the caller expects it', async () => {
    fakeBrowser();
    vi.stubGlobal('fetch', answer({ code: 10002, message: 'special', data: null, timestamp: 1 }));
    const { request, RequestError } = await import('./request.ts');
    await expect(request({ url: '/api/x', silent: true })).rejects.toBeInstanceOf(RequestError);
    await expect(request({ url: '/api/x', expectedCode: 10002 })).resolves.toBeNull();
    await expect(request({ url: '/api/x', expectedCode: 'non-negative' })).resolves.toBeNull();
  });

  it('on TOKEN_ERROR drops the token and sends a forced-login call to login with the return path', async () => {
    const jar = fakeBrowser('token=stale');
    vi.stubGlobal(
      'fetch',
      answer({ code: -10009, error_code: 'TOKEN_ERROR', message: 'x', data: null, timestamp: 1 }),
    );
    const { request, setRequestNavigator } = await import('./request.ts');
    const navigate = vi.fn();
    setRequestNavigator(navigate);
    await expect(request({ url: '/api/member/info', silent: true })).rejects.toThrow();
    expect(jar.cookie).not.toContain('token=');
    expect(navigate).not.toHaveBeenCalled();
    jar.cookie = 'token=stale';
    await expect(request({ url: '/api/member/info', forceLogin: true, silent: true })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmember%2Forder_list%3Ftab%3D2');
    expect(jar.cookie).toBe('');
  });
});
