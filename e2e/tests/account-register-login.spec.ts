import { expect, test } from '../support/fixtures.ts';
import { freshMobile, getCode, solveCaptcha, trackCaptcha } from '../support/account-pages.ts';
import { screenshot, startInLang, toastOn } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

const PASSWORD = 'Shop2026ok';
const t = (key: string) => msg('en-us', key);

test('register by mobile, log out, log in again with password and captcha', async ({ page, request }) => {
  test.slow();
  const mobile = freshMobile();
  const captchaId = trackCaptcha(page);
  await startInLang(page, 'en-us');
  await page.goto('register');
  await page.getByRole('tab', { name: t('account:register.tab_mobile') }).click();
  await page.getByRole('textbox', { name: t('account:register.mobilePlaceholder') }).fill(mobile);
  await solveCaptcha(page, captchaId);
  await getCode(page, request, mobile);

  // The password rules of the platform show and are enforced before anything is sent.
  const password = page.getByRole('textbox', { name: t('account:password.newPlaceholder') });
  await password.fill('abc');
  await expect(page.getByTestId('password-rules')).toBeVisible();
  await page.getByRole('button', { name: t('account:register.submit') }).click();
  await expect(page.getByText(t('account:password.ruleLength').replace('{{n}}', '6'))).toHaveCount(2);
  await password.fill(PASSWORD);
  await page.getByRole('textbox', { name: t('account:password.confirmPlaceholder') }).fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: t('account:register.submit') }).click();
  await expect(page.getByText(t('account:password.mismatch'))).toBeVisible();
  await page.getByRole('textbox', { name: t('account:password.confirmPlaceholder') }).fill(PASSWORD);
  // The agreement must be ticked; it opens in a dialog from its link.
  await expect(page.getByText(t('account:register.agreeRequired'))).toBeVisible();
  await page.getByRole('link', { name: /“.+”/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('agreement-text')).toBeVisible();
  // A trial click waits until the dialog has stopped zooming in, so the picture shows it open.
  await dialog.getByRole('button', { name: t('account:register.agreementRead') }).click({ trial: true });
  await screenshot(page, 'account-register-agreement');
  await dialog.getByRole('button', { name: t('account:register.agreementRead') }).click();
  await page.getByRole('checkbox').check();
  await screenshot(page, 'account-register-mobile');
  await page.getByRole('button', { name: t('account:register.submit') }).click();

  // Registration logs the member in and lands in the member centre.
  await expect(page).toHaveURL(/\/web\/member\/index$/);
  await expect(page.getByTestId('top-bar-member')).toBeVisible();
  await expect(page.getByTestId('member-header')).toBeVisible();
  await screenshot(page, 'account-member-index', true);

  await page.getByRole('button', { name: t('account:topBar.logout') }).click();
  await expect(page).toHaveURL(/\/web\/login$/);
  await expect(page.getByTestId('top-bar-member')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

  // A wrong captcha is refused with the server's text and a fresh picture.
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill(mobile);
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill(PASSWORD);
  const firstCaptcha = captchaId();
  await page.getByRole('textbox', { name: t('account:captcha.placeholder') }).fill('zzzz');
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(toastOn(page)).toBeVisible();
  await expect.poll(captchaId).not.toBe(firstCaptcha);
  await solveCaptcha(page, captchaId);
  await screenshot(page, 'account-login');
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/index$/);
  await expect(page.getByTestId('top-bar-member')).toBeVisible();
});

test('login goes back to the page that asked for it, and never to another site', async ({ page }) => {
  const captchaId = trackCaptcha(page);
  await startInLang(page, 'en-us');
  await page.goto('member/security');
  await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Fsecurity$/);
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill('alice');
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill('Alice@12345');
  await solveCaptcha(page, captchaId);
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/security$/);

  await page.getByRole('button', { name: t('account:topBar.logout') }).click();
  await page.goto(`login?redirect=${encodeURIComponent('https://evil.example/')}`);
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill('alice');
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill('Alice@12345');
  await solveCaptcha(page, captchaId);
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/web\/member\/index$/);
});

test('a locked member gets a clear message and stays logged out', async ({ page }) => {
  const captchaId = trackCaptcha(page);
  await startInLang(page, 'en-us');
  await page.goto('login');
  await page.getByRole('textbox', { name: t('account:login.accountPlaceholder') }).fill('locked');
  await page.getByRole('textbox', { name: t('account:password.placeholder') }).fill('Locked@12345');
  await solveCaptcha(page, captchaId);
  await page.getByRole('button', { name: t('account:login.submit') }).click();
  await expect(toastOn(page)).toContainText(/lock/i);
  await expect(page).toHaveURL(/\/web\/login$/);
  await screenshot(page, 'account-login-locked');
});

test('e-mail registration without a password keeps the login for 7 days', async ({ page, request }) => {
  const email = `reg${Date.now()}@example.com`;
  const captchaId = trackCaptcha(page);
  await startInLang(page, 'en-us');
  await page.goto('register');
  await page.getByRole('tab', { name: t('account:register.tab_email') }).click();
  await page.getByRole('textbox', { name: t('account:register.emailPlaceholder') }).fill(email);
  await solveCaptcha(page, captchaId);
  await getCode(page, request, email);
  await expect(page.getByText(t('account:register.emailPasswordOptional'))).toBeVisible();
  await page.getByRole('checkbox').check();
  await screenshot(page, 'account-register-email');
  await page.getByRole('button', { name: t('account:register.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/index$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 86_400);
});

test('register by account name, in Korean', async ({ page }) => {
  const k = (key: string) => msg('ko-kr', key);
  const username = `user_${Date.now() % 1e8}`;
  const captchaId = trackCaptcha(page);
  await startInLang(page, 'ko-kr');
  await page.goto('register');
  const name = page.getByRole('textbox', { name: k('account:register.usernamePlaceholder') });
  // Only digits would look like a mobile number: refused before anything is sent.
  await name.fill('12345');
  await page.getByRole('button', { name: k('account:register.submit') }).click();
  await expect(page.getByText(k('account:register.usernameInvalid'))).toBeVisible();
  await name.fill(username);
  await solveCaptcha(page, captchaId, 'ko-kr');
  await page.getByRole('textbox', { name: k('account:password.newPlaceholder') }).fill(PASSWORD);
  await page.getByRole('textbox', { name: k('account:password.confirmPlaceholder') }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await screenshot(page, 'account-register-username-ko-kr');
  await page.getByRole('button', { name: k('account:register.submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/index$/);
  await expect(page.getByTestId('member-header')).toContainText(username);
});
