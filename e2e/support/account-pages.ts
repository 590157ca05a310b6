import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './api.ts';
import { captchaAnswer, latestCode, solvedCaptcha } from './session.ts';
import { msg, type Lang } from './locales.ts';
import { CODE_RESEND_SECONDS } from './server-settings.ts';
import { toastOn } from './browser.ts';

/**
 * Helpers for the account journeys: they answer the captcha a page shows (its id comes from the page's own
 * captcha call) and read codes from the demo outbox, as a person trying the demo would.
 */

/** Every captcha a page drew: its picture (the image's src) → its id. */
const drawn = new WeakMap<Page, Map<string, string>>();

/** Remembers the captchas the page draws; answers the id of the newest. */
export function trackCaptcha(page: Page): () => string {
  let latest = '';
  const pictures = new Map<string, string>();
  drawn.set(page, pictures);
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/captcha/captcha')) return;
    const body = (await res.json().catch(() => null)) as { data?: { id?: string; img?: string } } | null;
    if (!body?.data?.id) return;
    latest = body.data.id;
    if (body.data.img) pictures.set(body.data.img, body.data.id);
  });
  return () => latest;
}

/**
 * Types the answer of the captcha on screen into the visible captcha box. A captcha serves one send or login
 * and every form draws its own, so the one on screen is found by its picture, not taken as the newest drawn.
 */
export async function solveCaptcha(page: Page, currentId: () => string, lang: Lang = 'en-us') {
  const pictures = drawn.get(page);
  const picture = page.getByTestId('captcha-image').locator('img').filter({ visible: true }).last();
  let id = '';
  await expect
    .poll(async () => {
      const src = pictures ? await picture.getAttribute('src', { timeout: 1000 }).catch(() => null) : null;
      id = (src && pictures?.get(src)) || (pictures ? '' : currentId());
      return id;
    })
    .not.toBe('');
  const code = await captchaAnswer(page.request, id);
  await page.getByRole('textbox', { name: msg(lang, 'account:captcha.placeholder'), exact: true }).fill(code);
}

/** Clicks "get code", waits until the send is accepted, and returns the code the outbox shows for `to`. */
export async function getCode(page: Page, request: APIRequestContext, to: string, lang: Lang = 'en-us') {
  await page.getByRole('button', { name: msg(lang, 'account:code.get') }).click();
  // Only a send the server accepted says so (a refused one shows the server's text and may count down too).
  await expect(toastOn(page)).toContainText(msg(lang, 'account:code.sent'));
  let code = '';
  await expect
    .poll(async () => {
      code = await latestCode(request, to).catch(() => '');
      return code;
    })
    .not.toBe('');
  await page.getByRole('textbox', { name: msg(lang, 'account:code.placeholder'), exact: true }).fill(code);
  return code;
}

/** A message with {{placeholders}} as a pattern that matches any value in their place. */
export function textPattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\{\{\w+\}\}/g, '.+'));
}

/** A mobile number no demo member has: 139 and eight digits from the clock and a random part. */
export function freshMobile(): string {
  const tail = `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 1e3)}`.padStart(3, '0');
  return `139${tail}`;
}

/** A new member made through the API (mobile registration with a code from the outbox); returns the token. */
export async function registerByApi(request: APIRequestContext, mobile: string, password: string) {
  const { key } = await api<{ key: string }>(request, '/api/register/mobileCode', {
    mobile,
    ...(await solvedCaptcha(request)),
  });
  const code = await latestCode(request, mobile);
  const { token } = await api<{ token: string }>(request, '/api/register/mobile', {
    mobile,
    key,
    code,
    password,
  });
  return token;
}

/**
 * Waits out the server's "get code" countdown (a few seconds on the journeys' server: support/server-settings.ts)
 * for a target that was just sent a code (e.g. by an API registration), so the page's own send is accepted. It
 * polls the outbox, it does not sleep blindly.
 */
export async function waitForCodeCooldown(request: APIRequestContext, to: string): Promise<void> {
  const newest = async () => {
    const list = await api<{ create_time: number }[]>(request, '/api/demo/outbox', { to: to.toLowerCase() });
    return list[0]?.create_time ?? 0;
  };
  await expect
    .poll(async () => Date.now() / 1000 - (await newest()), { timeout: 30_000, intervals: [500] })
    .toBeGreaterThan(CODE_RESEND_SECONDS + 1);
}
