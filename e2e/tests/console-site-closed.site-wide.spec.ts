import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { forceLang, screenshot, toastOn } from '../support/browser.ts';
import { consoleLogin, CONSOLE } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

test('the operator closes the site from the console, then points customer service at a third party', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
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
  await expect(toastOn(page)).toContainText(c('site:saved'));
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
  await expect(toastOn(page)).toContainText(c('site:saved'));
  await shopper.reload();
  await expect(shopper).not.toHaveURL(/\/web\/closed$/);
  await expect(shopper.getByText(msg('en-us', 'closedText'))).toHaveCount(0);
  await shopperContext.close();
  // The change is in the audit log.
  await page.goto(`${CONSOLE}operator/audit`);
  await expect(
    page.getByRole('row').filter({ hasText: '/operator/api/site/savesettings' }).first(),
  ).toBeVisible();

  await thirdPartyService(page, browser, baseURL);
});

/**
 * The operator points customer service at a third party's link, which every chat entry then opens instead of the
 * chat dialog; then back to the built-in chat. Site-wide too: no chat journey may run meanwhile.
 */
async function thirdPartyService(page: Page, browser: Browser, baseURL: string | undefined) {
  const link = new URL('cms/help', baseURL).href;
  await page.getByRole('menuitem', { name: c('routes:serviceSettings') }).click();
  await expect(page.getByRole('radio', { name: c('site:service.types.system') })).toBeChecked();
  // A third party needs its link; the heartbeat is 0 (off) or 1 s to 55 s.
  await page.getByRole('radio', { name: c('site:service.types.third') }).check();
  await page.getByRole('button', { name: c('site:service.save') }).click();
  await expect(page.getByText(c('site:service.thirdRequired'))).toBeVisible();
  await page.getByLabel(c('site:service.third')).fill(link);
  await page.getByLabel(c('site:service.ping')).fill('500');
  await expect(page.getByText(c('site:service.pingRange', { min: 1000, max: 55000 }))).toBeVisible();
  await page.getByLabel(c('site:service.ping')).fill('20000');
  await page.getByRole('button', { name: c('site:service.save') }).click();
  await expect(toastOn(page)).toContainText(c('site:service.saved'));
  await screenshot(page, 'console-service-settings');

  // The goods page's button and the header's entry open the link in a new tab instead of the chat dialog.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await forceLang(shopper, 'en-us');
  await shopper.goto('sku-1');
  const contact = shopper
    .getByTestId('shop-card')
    .getByRole('button', { name: msg('en-us', 'chat:contact') });
  const [fromGoods] = await Promise.all([shopper.waitForEvent('popup'), contact.click()]);
  await expect(fromGoods).toHaveURL(link);
  await fromGoods.close();
  const [fromHeader] = await Promise.all([
    shopper.waitForEvent('popup'),
    shopper.getByTestId('header-service').click(),
  ]);
  await expect(fromHeader).toHaveURL(link);
  await fromHeader.close();

  // Back to the built-in chat: the button opens the chat again (a visitor is told to log in).
  await page.getByRole('radio', { name: c('site:service.types.system') }).check();
  await page.getByLabel(c('site:service.ping')).fill('1500');
  await page.getByRole('button', { name: c('site:service.save') }).click();
  await expect(toastOn(page).last()).toContainText(c('site:service.saved'));
  await shopper.reload();
  await contact.click();
  await expect(toastOn(shopper)).toContainText(msg('en-us', 'chat:notLoggedIn'));
  await shopperContext.close();
}
