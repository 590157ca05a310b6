import { expect, test } from '../support/fixtures.ts';
import { freshMobile, registerByApi } from '../support/account-pages.ts';
import { forceLang, screenshot, toastOn } from '../support/browser.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg } from '../support/locales.ts';
import { setTokenCookie } from '../support/session.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('zh-cn', key, vars);

test('平台锁定会员：在别处登录的会员立即被登出，解锁后可重新登录', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A member is logged in on another computer, in the member centre.
  const mobile = freshMobile();
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await setTokenCookie(shopperContext, await registerByApi(shopper.request, mobile, 'Shopper2026'));
  await forceLang(shopper, 'zh-cn');
  await shopper.goto('member/index');
  await expect(shopper.getByTestId('member-nickname')).toBeVisible();

  // The operator (console in Chinese) finds the member by the start of the mobile and opens the detail.
  await page.addInitScript(() => localStorage.setItem('console.lang', 'zh-cn'));
  await consoleLogin(page, 'zh-cn', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await page.getByRole('menuitem', { name: c('routes:members') }).click();
  await page.getByLabel(c('member:search')).fill(mobile.slice(0, 9));
  await page.getByRole('button', { name: c('member:searchButton') }).click();
  const row = page.getByRole('row').filter({ hasText: mobile });
  await expect(row).toContainText(c('member:active'));
  await row.getByRole('button', { name: c('member:view') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(mobile);
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'console-member-detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Locking asks first, then ends every session of the member.
  await row.getByRole('button', { name: c('member:lock') }).click();
  const confirm = page.getByRole('tooltip');
  await expect(confirm).toContainText(c('member:confirmLock', { name: mobile }).slice(0, 6));
  await screenshot(page, 'console-member-lock-confirm');
  await confirm.getByRole('button', { name: c('member:lock') }).click();
  await expect(toastOn(page)).toContainText(c('member:locked'));
  await expect(row).toContainText(c('member:lockedTag'));
  await screenshot(page, 'console-member-locked');

  // The member's next page asks the server, is refused, and lands on the login page.
  await shopper.goto('member/index');
  await expect(shopper).toHaveURL(/\/web\/login\?redirect=/);
  await screenshot(shopper, 'storefront-member-locked-out');

  // Unlocked: the member may log in again (the old session stays ended).
  await row.getByRole('button', { name: c('member:unlock') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('member:unlock') })
    .click();
  await expect(row).toContainText(c('member:active'));
  await shopperContext.close();
});
