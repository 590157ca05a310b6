import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  freshMobile,
  getCode,
  registerByApi,
  solveCaptcha,
  trackCaptcha,
  waitForCodeCooldown,
} from '../support/account-pages.ts';
import { forceLang, screenshot, toastOn } from '../support/browser.ts';
import { msg } from '../support/locales.ts';
import { latestCode } from '../support/session.ts';

const t = (key: string) => msg('ru', key);

/** Members of this file, registered up front so the server's countdown after registration runs once. */
const MEMBERS = { endToEnd: freshMobile(), wrongCode: freshMobile(), resend: freshMobile() };
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  for (const mobile of Object.values(MEMBERS)) await registerByApi(request, mobile, 'OldPass2026');
  await request.dispose();
});

/** The newest code the outbox holds for this mobile, once the page's send has gone out. */
async function outboxCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect.poll(async () => (code = await latestCode(request, mobile).catch(() => ''))).not.toBe('');
  return code;
}

test('find password end to end, in Russian', async ({ page, request }) => {
  test.slow();
  const mobile = MEMBERS.endToEnd;
  const captchaId = trackCaptcha(page);
  await forceLang(page, 'ru');
  await page.goto('find_pass');

  // Step 1: an unregistered mobile is refused; the registered one gets a code.
  await expect(page.getByTestId('find-step-1')).toBeVisible();
  await screenshot(page, 'account-find-pass-1-ru');
  const mobileBox = page.getByRole('textbox', { name: t('account:find.mobilePlaceholder') });
  await mobileBox.fill(freshMobile());
  await solveCaptcha(page, captchaId, 'ru');
  await page.getByRole('button', { name: t('account:find.next') }).click();
  await expect(toastOn(page)).toBeVisible();
  await expect(page.getByTestId('find-step-1')).toBeVisible();
  await mobileBox.fill(mobile);
  await solveCaptcha(page, captchaId, 'ru');
  await waitForCodeCooldown(request, mobile);
  await page.getByRole('button', { name: t('account:find.next') }).click();

  // Step 2: the code from the outbox verifies the identity.
  await expect(page.getByTestId('find-step-2')).toBeVisible();
  const codeBox = page.getByRole('textbox', { name: t('account:code.placeholder'), exact: true });
  await codeBox.fill(await outboxCode(request, mobile));
  await screenshot(page, 'account-find-pass-2-ru');
  await page.getByRole('button', { name: t('account:find.next') }).click();

  // Step 3: a new password that follows the rules, twice.
  await expect(page.getByTestId('find-step-3')).toBeVisible();
  await page.getByRole('textbox', { name: t('account:password.newPlaceholder') }).fill('NewPass2026');
  await page.getByRole('textbox', { name: t('account:password.confirmPlaceholder') }).fill('NewPass2026');
  await screenshot(page, 'account-find-pass-3-ru');
  await page.getByRole('button', { name: t('account:find.reset') }).click();

  // Step 4: done; the new password logs in.
  await expect(page.getByTestId('find-step-4')).toBeVisible();
  await expect(page.getByText(t('account:find.doneTitle'))).toBeVisible();
  await screenshot(page, 'account-find-pass-4-ru');
  await page.getByRole('button', { name: t('account:find.toLogin') }).click();
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill(mobile);
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill('NewPass2026');
  await solveCaptcha(page, captchaId, 'ru');
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/index$/);
});

test('the find-password code step cannot be skipped', async ({ page, request }) => {
  const captchaId = trackCaptcha(page);
  await forceLang(page, 'ru');
  await page.goto('find_pass');
  const mobile = MEMBERS.wrongCode;
  await waitForCodeCooldown(request, mobile);
  await page.getByRole('textbox', { name: t('account:find.mobilePlaceholder') }).fill(mobile);
  await solveCaptcha(page, captchaId, 'ru');
  await page.getByRole('button', { name: t('account:find.next') }).click();
  await expect(page.getByTestId('find-step-2')).toBeVisible();
  // A made-up code is refused by the server and the page stays on step 2.
  const real = await outboxCode(request, mobile);
  await page
    .getByRole('textbox', { name: t('account:code.placeholder'), exact: true })
    .fill(real === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: t('account:find.next') }).click();
  await expect(toastOn(page)).toBeVisible();
  await expect(page.getByTestId('find-step-2')).toBeVisible();
});

test('step 2 resends the code after a fresh captcha (the one of step 1 is spent)', async ({
  page,
  request,
}) => {
  const captchaId = trackCaptcha(page);
  await forceLang(page, 'ru');
  // The page's own clock, so its 60-second countdown can be run through instead of waited out.
  await page.clock.install();
  await page.goto('find_pass');
  const mobile = MEMBERS.resend;
  await waitForCodeCooldown(request, mobile);
  await page.getByRole('textbox', { name: t('account:find.mobilePlaceholder') }).fill(mobile);
  await solveCaptcha(page, captchaId, 'ru');
  await page.getByRole('button', { name: t('account:find.next') }).click();
  await expect(page.getByTestId('find-step-2')).toBeVisible();
  const first = await outboxCode(request, mobile);

  // The page counts the spec's 60 s from its send, whatever the server's countdown (support/server-settings.ts).
  // Its clock is run a second at a time (each tick is set after React draws the last one) until it offers a new
  // code, which must not be before the minute is up.
  const countedFrom = await page.evaluate(() => Date.now());
  await waitForCodeCooldown(request, mobile);
  const send = page.getByRole('button', { name: t('account:code.get') });
  for (let tick = 0; !(await send.isVisible()); tick++) {
    expect(tick, 'the countdown never ended').toBeLessThan(120);
    await page.clock.runFor(1_000);
  }
  expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(countedFrom + 58_000);
  // Once the countdown ends, "get code" without the new captcha says what is missing and sends nothing.
  await send.click();
  await expect(page.getByText(t('account:captcha.required'))).toBeVisible();
  expect(await latestCode(request, mobile)).toBe(first);

  // With the fresh captcha the resend goes out, and the new code verifies the identity.
  await solveCaptcha(page, captchaId, 'ru');
  await screenshot(page, 'account-find-pass-resend-ru');
  // getCode waits for the accepted send and types the outbox's newest code.
  expect(await getCode(page, request, mobile, 'ru')).not.toBe(first);
  await page.getByRole('button', { name: t('account:find.next') }).click();
  await expect(page.getByTestId('find-step-3')).toBeVisible();
});
