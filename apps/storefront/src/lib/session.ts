import { getCookie, removeCookie, setCookie } from './cookies.ts';

const TOKEN_COOKIE = 'token';
const SITE_KEY_COOKIE = 'SiteKey';

export const getToken = () => getCookie(TOKEN_COOKIE);
/** With autoLoginRange the token outlives the browser session by that many days (spec §4). */
export const setToken = (token: string, autoLoginRange?: number) =>
  setCookie(TOKEN_COOKIE, token, autoLoginRange);
export const removeToken = () => removeCookie(TOKEN_COOKIE);

/** The chosen city sub-site, sent as website_id on every call. */
export const getWebsiteId = () => getCookie(SITE_KEY_COOKIE);
