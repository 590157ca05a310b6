import { expect, test } from '../support/fixtures.ts';
import { screenshot, toastOn } from '../support/browser.ts';
import { consoleLogin, consoleLogout, CONSOLE } from '../support/console.ts';
import { consoleMsg } from '../support/locales.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('zh-cn', key, vars);

test('控制台（简体中文）：店主添加员工，员工看不到账号管理，平台在操作日志里看到这次添加', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The console starts in English here; the language switch of the login page turns it to Chinese for good.
  await page.goto(`${CONSOLE}login`);
  await page.getByRole('button', { name: consoleMsg('en-us', 'common:language') }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: c('session:submit') })).toBeVisible();
  const staffName = `packer${Date.now().toString(36)}`;

  // The owner of shop 2 adds a staff account in a modal form.
  await consoleLogin(page, 'zh-cn', { audience: 'merchant', username: 'shop2', password: 'Shop@12345' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('menuitem', { name: c('routes:staff') }).click();
  await page.getByRole('button', { name: c('staff:add') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(c('staff:username')).fill(staffName);
  await modal.getByLabel(c('staff:password')).fill('Packer2026');
  await screenshot(page, 'console-zh-cn-add-staff');
  await modal.getByRole('button', { name: c('staff:add') }).click();
  await expect(toastOn(page)).toContainText(c('staff:added'));
  await expect(page.getByRole('row').filter({ hasText: staffName })).toContainText(
    c('common:role.shop_staff'),
  );
  await consoleLogout(page, 'zh-cn');

  // The new staff member works on orders but has no staff accounts page: the menu hides it, the address refuses.
  await consoleLogin(page, 'zh-cn', { audience: 'merchant', username: staffName, password: 'Packer2026' });
  await expect(page.getByRole('menuitem', { name: c('routes:orders') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: c('routes:staff') })).toHaveCount(0);
  await page.goto(`${CONSOLE}merchant/staff`);
  await expect(page.getByText(c('common:forbidden.role'))).toBeVisible();
  await screenshot(page, 'console-zh-cn-forbidden');
  await consoleLogout(page, 'zh-cn');

  // The platform operator finds the addition in the audit log, with who did it and what was added.
  await consoleLogin(page, 'zh-cn', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  // The operator lands on the first page of the menu (shop applications since the settle-in work).
  await expect(page).toHaveURL(/\/console\/operator\/shop-applies$/);
  await page.getByRole('menuitem', { name: c('routes:audit') }).click();
  await page.getByLabel(c('audit:call')).fill('staff/add');
  await page.getByRole('button', { name: c('audit:search') }).click();
  const entry = page.getByRole('row').filter({ hasText: 'shop2' }).first();
  await expect(entry).toContainText('/merchant/api/staff/add');
  await screenshot(page, 'console-zh-cn-audit');
  await entry.getByRole('button', { name: c('audit:view') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(c('audit:after'));
  await expect(drawer).toContainText(staffName);
  // The drawer slides in: take the picture once it is all in view.
  await expect(page.locator('.ant-drawer-content-wrapper')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'console-zh-cn-audit-entry');
});
