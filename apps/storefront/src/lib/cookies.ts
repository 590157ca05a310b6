/*
 * document.cookie asks the browser's cookie store afresh on every read (about a millisecond on a phone's CPU): a
 * first visit to the home page read it 128 times, 155 ms of its main thread at Lighthouse's 4× slowdown, as every
 * call and many renders ask for the session token, the city and the sub-site. So one read serves the rest of the
 * same synchronous run (until the next microtask); our own writes drop it at once.
 */
let jar: string | null = null;

function cookieJar(): string {
  if (jar === null) {
    jar = document.cookie;
    queueMicrotask(() => (jar = null));
  }
  return jar;
}

/** Minimal cookie access; `days` undefined makes a browser-session cookie. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const part = cookieJar()
    .split('; ')
    .find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : undefined;
}

export function setCookie(name: string, value: string, days?: number): void {
  const expires = days ? `; expires=${new Date(Date.now() + days * 864e5).toUTCString()}` : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`;
  jar = null;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  jar = null;
}
