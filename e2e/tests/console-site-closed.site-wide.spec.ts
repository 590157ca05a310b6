import { expect, test } from '../support/fixtures.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { consoleLogin, CONSOLE } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

test('the operator closes the site from the console: the storefront shows /closed with the text, then reopens', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await consoleLogin(page, 'en-us', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await page.getByRole('menuitem', { name: c('routes:siteSettings') }).click();
  const storefront = page.getByRole('switch');
  await expect(storefront).toBeChecked();
  await screenshot(page, 'console-site-settings', true);

  // A shopper is browsing the home page.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await forceLang(shopper, 'en-us');
  await shopper.goto('index');
  await expect(shopper).toHaveURL(/\/web\/index$/);

  // The operator switches the storefront off with a closing text and saves.
  await storefront.click();
  await expect(page.getByText(c('site:closedWarning'))).toBeVisible();
  const reason = 'Stocktaking until 14:00';
  await page.getByLabel(c('site:closeReason')).fill(reason);
  await page.getByRole('button', { name: c('site:save') }).click();
  await expect(page.locator('.ant-message-notice')).toContainText(c('site:saved'));
  await screenshot(page, 'console-site-closing');

  // The shopper's next page goes to /closed, with the text the operator wrote.
  await shopper.goto('cart');
  await expect(shopper).toHaveURL(/\/web\/closed$/);
  await expect(shopper.getByText(msg('en-us', 'closedText'))).toBeVisible();
  await expect(shopper.getByText(reason)).toBeVisible();
  await screenshot(shopper, 'storefront-closed-by-operator');

  // Reopened: the closed page sends the shopper home.
  await storefront.click();
  await expect(storefront).toBeChecked();
  await page.getByRole('button', { name: c('site:save') }).click();
  await expect(page.locator('.ant-message-notice')).toContainText(c('site:saved'));
  await shopper.reload();
  await expect(shopper).not.toHaveURL(/\/web\/closed$/);
  await expect(shopper.getByText(msg('en-us', 'closedText'))).toHaveCount(0);
  await shopperContext.close();
  // The change is in the audit log.
  await page.goto(`${CONSOLE}operator/audit`);
  await expect(
    page.getByRole('row').filter({ hasText: '/operator/api/site/savesettings' }).first(),
  ).toBeVisible();
});
