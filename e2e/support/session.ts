import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { api } from './api.ts';

/**
 * Logins for journeys. The server runs in demo mode, where /api/demo/captcha tells a live captcha's answer and
 * /api/demo/outbox lists the codes it "sent"; neither exists in production mode.
 *
 * Journeys run in parallel against one server: give each journey its own mobile or e-mail, because a target
 * gets at most one code per countdown (support/server-settings.ts) and 10 per hour.
 */

/** A captcha and its answer, ready to put in a login or send-code call. */
export async function solvedCaptcha(
  request: APIRequestContext,
): Promise<{ captcha_id: string; captcha_code: string }> {
  const { id } = await api<{ id: string; img: string }>(request, '/api/captcha/captcha');
  const { code } = await api<{ code: string }>(request, '/api/demo/captcha', { captcha_id: id });
  return { captcha_id: id, captcha_code: code };
}

/** The answer of the captcha a page shows (its id is read from the captcha call the page made). */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  return (await api<{ code: string }>(request, '/api/demo/captcha', { captcha_id: captchaId })).code;
}

/** The newest code sent to a mobile (as stored: 11 digits for +86, else "+cc-number") or an e-mail address. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const list = await api<{ text: string }[]>(request, '/api/demo/outbox', { to: to.toLowerCase() });
  const code = list[0]?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Puts a token where the storefront looks for it (lib/session.ts reads cookie 'token'); days = kept after a restart. */
export async function setTokenCookie(context: BrowserContext, token: string, days?: number): Promise<void> {
  const expires = days ? { expires: Math.floor(Date.now() / 1000) + days * 86_400 } : {};
  await context.addCookies([{ name: 'token', value: token, domain: '127.0.0.1', path: '/', ...expires }]);
}

/**
 * Logs in through the API (captcha answer read the demo way) and gives the browser context the token cookie
 * for 127.0.0.1, as the login page would. Returns the token.
 */
export async function loginAs(page: Page, username: string, password: string): Promise<string> {
  const captcha = await solvedCaptcha(page.request);
  const { token } = await api<{ token: string }>(page.request, '/api/login/login', {
    username,
    password,
    ...captcha,
  });
  await setTokenCookie(page.context(), token);
  return token;
}
