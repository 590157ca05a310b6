import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { solveCaptcha, trackCaptcha } from '../support/account-pages.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

const t = (key: string) => msg('en-us', key);
const DAY = 86_400;

async function logIn(page: Page, autoLogin: boolean) {
  const captchaId = trackCaptcha(page);
  await forceLang(page, 'en-us');
  await page.goto('login');
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill('bob');
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill('Bob@12345');
  await solveCaptcha(page, captchaId);
  if (autoLogin) await page.getByRole('checkbox', { name: t('account:login.autoLogin') }).check();
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/index$/);
}

/**
 * A browser restart: what the old context stored survives except session cookies (no expiry), which a real
 * browser drops when it closes.
 */
async function restart(browser: Browser, old: BrowserContext): Promise<Page> {
  const state = await old.storageState();
  await old.close();
  const context = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((c) => c.expires > 0) },
  });
  const page = await context.newPage();
  await forceLang(page, 'en-us');
  return page;
}

test('"automatic login for 7 days" survives a browser restart', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, true);
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * DAY);
  expect(token?.expires).toBeLessThan(Date.now() / 1000 + 7.1 * DAY);

  const after = await restart(browser, context);
  await after.goto('member/index');
  await expect(after).toHaveURL(/\/web\/member\/index$/);
  await expect(after.getByTestId('top-bar-member')).toBeVisible();
  await expect(after.getByTestId('member-header')).toBeVisible();
  await screenshot(after, 'account-auto-login-after-restart');
  await after.context().close();
});

test('a session login ends with the browser', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, false);
  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBe(-1);

  const after = await restart(browser, context);
  await after.goto('member/index');
  await expect(after).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Findex$/);
  await expect(after.getByTestId('password-login-form')).toBeVisible();
  await after.context().close();
});
