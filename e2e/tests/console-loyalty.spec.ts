import { expect, test } from '../support/fixtures.ts';
import { screenshot, toastOn } from '../support/browser.ts';
import { freshBuyer } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg } from '../support/locales.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('ru', key, vars);

test('the operator (ru) adds a top-up package members can buy, and reads the loyalty rules', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Journey pack ${Date.now().toString(36)}`;
  // The console remembers its language: Russian from the first page on.
  await page.addInitScript(() => localStorage.setItem('console.lang', 'ru'));
  await consoleLogin(page, 'ru', { audience: 'operator', username: 'admin', password: 'Admin@12345' });

  await page.getByRole('menuitem', { name: c('routes:rechargePackages') }).click();
  await page.getByRole('button', { name: c('recharge:new') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(c('recharge:name')).fill(name);
  await modal.getByLabel(c('recharge:faceValue')).fill('20');
  await modal.getByLabel(c('recharge:buyPrice')).fill('18.50');
  await modal.getByLabel(c('recharge:point')).fill('7');
  await screenshot(page, 'console-recharge-edit');
  await modal.getByRole('button', { name: c('recharge:save') }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('20.00');
  await expect(row).toContainText('18.50');
  await screenshot(page, 'console-recharge-list');

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await freshBuyer(shopper);
  await shopper.goto('member/recharge_list');
  await expect(shopper.getByTestId('recharge-package').filter({ hasText: name })).toContainText('$18.50');

  // Off sale in the console: gone from the storefront.
  await row.getByRole('switch', { name: c('recharge:onSale') }).click();
  await expect(toastOn(page)).toContainText(c('recharge:saved'));
  await shopper.reload();
  await expect(shopper.getByTestId('recharge-package').first()).toBeVisible();
  await expect(shopper.getByTestId('recharge-package').filter({ hasText: name })).toHaveCount(0);
  await shopperContext.close();

  await page.getByRole('menuitem', { name: c('routes:loyaltyRules') }).click();
  await expect(page.getByTestId('award-row')).toHaveCount(7);
  await screenshot(page, 'console-loyalty-rules', true);
  await page.getByRole('menuitem', { name: c('routes:levels') }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Silver' })).toContainText('1000');
  await screenshot(page, 'console-levels');
});
