import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A browser just big enough for the session functions: every cookie write is kept with its attributes. */
function fakeBrowser(cookie = '') {
  const writes: string[] = [];
  let jar = cookie;
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return jar;
      },
      set cookie(v: string) {
        writes.push(v);
        const [pair] = v.split(';');
        const [name] = pair!.split('=');
        const rest = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
        jar = (v.includes('1970') ? rest : [...rest, pair!]).join('; ');
      },
    },
  });
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      location: { pathname: '/web/member/index', search: '', assign: vi.fn() },
    }),
  });
  return { writes, jar: () => jar };
}

const ok = () =>
  vi.fn(async () => ({ json: async () => ({ code: 0, message: '', data: true, timestamp: 1 }) }));

describe('session', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('"automatic login" keeps the token for that many days', async () => {
    const browser = fakeBrowser();
    const { signIn } = await import('./use-session.ts');
    signIn('tok-7', 7);
    const write = browser.writes.at(-1)!;
    const expires = Date.parse(/expires=([^;]+)/.exec(write)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(6.99 * 864e5);
    expect(expires - Date.now()).toBeLessThan(7.01 * 864e5);
    expect(browser.jar()).toBe('token=tok-7');
  });

  it('without it the token is a browser-session cookie', async () => {
    const browser = fakeBrowser();
    const { signIn } = await import('./use-session.ts');
    signIn('tok-s');
    expect(browser.writes.at(-1)).not.toContain('expires=');
    signIn('tok-0', 0);
    expect(browser.writes.at(-1)).not.toContain('expires=');
  });

  it('logout ends the session on the server, then forgets the token', async () => {
    const browser = fakeBrowser('token=live');
    const fetchMock = ok();
    vi.stubGlobal('fetch', fetchMock);
    const { signOut } = await import('./use-session.ts');
    await signOut();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login/logout');
    expect(JSON.parse(init.body as string)).toMatchObject({ token: 'live' });
    expect(browser.jar()).toBe('');
  });

  it('logout forgets the token even when the server cannot be reached', async () => {
    const browser = fakeBrowser('token=live');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    const { signOut } = await import('./use-session.ts');
    await signOut();
    expect(browser.jar()).toBe('');
  });
});
