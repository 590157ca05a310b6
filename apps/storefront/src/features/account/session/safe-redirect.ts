/**
 * Where to go after logging in. Only a path inside this storefront is followed: the `redirect` query comes from
 * the address bar, so an absolute URL, a protocol-relative `//host` or a backslash trick would send the member to
 * another site right after they typed their password (an open redirect).
 */
export const AFTER_LOGIN_DEFAULT = '/member/index';

const AUTH_PAGES = ['/login', '/register', '/find_pass'];

export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || raw.length > 1000) return AFTER_LOGIN_DEFAULT;
  // React Router paths are relative to the /web basename; a full /web/... path is accepted too.
  const path = raw.startsWith('/web/') ? raw.slice(4) : raw;
  if (!path.startsWith('/') || path.startsWith('//')) return AFTER_LOGIN_DEFAULT;
  if (/[\\\s]/.test(path) || /^\/[^/?#]*:/.test(path)) return AFTER_LOGIN_DEFAULT;
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (AUTH_PAGES.includes(pathname)) return AFTER_LOGIN_DEFAULT;
  return path;
}
