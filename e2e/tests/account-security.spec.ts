import type { Page } from '@playwright/test';
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
import { setTokenCookie } from '../support/session.ts';

const t = (key: string) => msg('en-us', key);
const toast = (page: Page) => toastOn(page);

/** A member of its own for each test, so changing passwords here never disturbs another journey. */
async function freshMember(page: Page) {
  const mobile = freshMobile();
  const token = await registerByApi(page.request, mobile, 'OldPass2026');
  await setTokenCookie(page.context(), token);
  await forceLang(page, 'en-us');
  return mobile;
}

test('security page: change password, set payment password, bind e-mail', async ({ page, request }) => {
  test.setTimeout(240_000);
  const mobile = await freshMember(page);
  const captchaId = trackCaptcha(page);
  await page.goto('member/security');
  await expect(page.getByTestId('security-payPassword')).toContainText(t('member:security.todo_payPassword'));
  await screenshot(page, 'account-security');

  // Login password: the new one must differ from the old one and follow the rules.
  await page.getByTestId('security-password').getByRole('button').click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('member:security.oldPlaceholder') }).fill('OldPass2026');
  await dialog.getByRole('textbox', { name: t('account:password.newPlaceholder') }).fill('OldPass2026');
  await dialog.getByRole('textbox', { name: t('account:password.confirmPlaceholder') }).fill('OldPass2026');
  await dialog.getByRole('button', { name: t('member:security.save') }).click();
  await expect(dialog.getByText(t('member:security.sameAsOld'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('account:password.newPlaceholder') }).fill('NewPass2027');
  await dialog.getByRole('textbox', { name: t('account:password.confirmPlaceholder') }).fill('NewPass2027');
  await dialog.getByRole('button', { name: t('member:security.save') }).click();
  await expect(toast(page)).toContainText(t('member:security.passwordSaved'));
  await expect(dialog).toBeHidden();

  // Payment password: a code to the bound mobile first, then six digits twice; easy ones are refused.
  await waitForCodeCooldown(request, mobile);
  await page.getByTestId('security-payPassword').getByRole('button').click();
  dialog = page.getByRole('dialog');
  await solveCaptcha(page, captchaId);
  await getCode(page, request, mobile);
  await dialog.getByRole('button', { name: t('member:security.next') }).click();
  const pin = dialog.getByRole('group', { name: t('member:security.pinNew') });
  await pin.getByRole('textbox').first().click();
  await page.keyboard.type('123456');
  await expect(dialog.getByText(t('member:security.pinWeak'))).toBeVisible();
  await pin.getByRole('textbox').first().click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await pin.getByRole('textbox').first().click();
  await page.keyboard.type('258147');
  await dialog
    .getByRole('group', { name: t('member:security.pinRepeat') })
    .getByRole('textbox')
    .first()
    .click();
  await page.keyboard.type('258147');
  await screenshot(page, 'account-security-pay-password');
  await dialog.getByRole('button', { name: t('member:security.save') }).click();
  await expect(toast(page)).toContainText(t('member:security.payPasswordSaved'));
  await expect(page.getByTestId('security-payPassword')).toContainText(t('member:security.done_payPassword'));

  // E-mail: the new address gets a code; the code binds it.
  const email = `m${mobile}@example.com`;
  await page.getByTestId('security-email').getByRole('button').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('member:security.newEmail') }).fill(email);
  await solveCaptcha(page, captchaId);
  await getCode(page, request, email);
  await screenshot(page, 'account-security-bind-email');
  await dialog.getByRole('button', { name: t('member:security.save') }).click();
  await expect(toast(page)).toContainText(t('member:security.emailSaved'));
  await expect(page.getByTestId('security-email')).toContainText(email);
  await screenshot(page, 'account-security-done');

  // A mobile another account uses is refused before any code is sent.
  await page.getByTestId('security-mobile').getByRole('button').click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t('member:security.newMobile') }).fill('13800000002');
  await solveCaptcha(page, captchaId);
  await dialog.getByRole('button', { name: t('account:code.get') }).click();
  await expect(toast(page)).toContainText(/already used/);
  await expect(dialog.getByRole('button', { name: t('account:code.get') })).toBeVisible();
});

test('info page: nickname at most 30 characters, avatar checked by content', async ({ page, request }) => {
  await freshMember(page);
  await page.goto('member/info');
  const nickname = page.getByRole('textbox', { name: t('member:info.nickname') });
  await nickname.fill('x'.repeat(31));
  await page.getByRole('button', { name: t('member:info.save'), exact: true }).click();
  await expect(page.getByText(t('member:info.nicknameTooLong').replace('{{n}}', '30'))).toBeVisible();
  await nickname.fill('Night Owl');
  await page.getByRole('button', { name: t('member:info.save'), exact: true }).click();
  await expect(toast(page)).toContainText(t('member:info.nicknameSaved'));
  await expect(page.getByTestId('top-bar-member')).toContainText('Night Owl');

  // A script renamed .png is refused by the server and the avatar stays as it was.
  const editor = page.getByTestId('avatar-editor');
  const fileInput = editor.locator('input[type=file]');
  await fileInput.setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await page.getByRole('button', { name: t('member:info.avatarSave') }).click();
  await expect(toast(page)).toBeVisible();
  await expect(editor.getByRole('img', { name: t('member:info.avatarPreview') })).toBeVisible();

  // A real picture is shown before saving, then becomes the avatar in the member centre.
  const picture = await (await request.get('/upload/demo/default/goods.png')).body();
  await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await page.getByRole('button', { name: t('member:info.avatarSave') }).click();
  await expect(toast(page)).toContainText(t('member:info.avatarSaved'));
  await expect(editor.getByRole('img', { name: 'Night Owl' })).toHaveAttribute('src', /upload\/.+/);
  await screenshot(page, 'account-info');
  await page.goto('member/index');
  await expect(page.getByTestId('member-nickname')).toHaveText('Night Owl');
  await screenshot(page, 'account-member-index-avatar');
});
