import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { loginAs } from '../support/session.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('zh-cn', key, vars);

test('the operator creates a platform coupon for two shops (zh-cn); a shopper collects it in the coupon centre', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Mall 30 off 300 ${stamp}`;
  const zhName = `平台满300减30 ${stamp}`;
  await page.addInitScript(() => localStorage.setItem('console.lang', 'zh-cn'));
  await consoleLogin(page, 'zh-cn', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await page.getByRole('menuitem', { name: c('routes:platformCoupons') }).click();
  await page.getByRole('button', { name: c('coupon:add') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(c('coupon:name')).fill(name);
  await modal.getByLabel(c('coupon:money')).fill('30');
  // The name as shoppers who chose 简体中文 read it.
  await modal.getByText(c('common:translations.title')).click();
  await modal.getByRole('tab', { name: '简体中文' }).click();
  await modal.locator('#i18n_zh-cn_platformcoupon_name').fill(zhName);
  // A threshold below the amount off is refused before anything is sent.
  await modal.getByLabel(c('coupon:atLeast')).fill('20');
  await modal.getByRole('button', { name: c('coupon:create') }).click();
  await expect(modal.getByText(c('coupon:platform.atLeastBelowMoney'))).toBeVisible();
  await modal.getByLabel(c('coupon:atLeast')).fill('300');
  await modal.getByText(c('coupon:platform.scopeShops')).click();
  const shops = modal.getByRole('combobox', { name: c('coupon:platform.shops') });
  await shops.click();
  await page.locator('.ant-select-item-option').first().click();
  await page.locator('.ant-select-item-option').nth(1).click();
  await modal.getByLabel(c('coupon:platform.split')).fill('70');
  await screenshot(page, 'console-platform-coupon-new');
  await modal.getByRole('button', { name: c('coupon:create') }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(c('coupon:platform.scopeCount', { count: 2 }));
  await expect(row).toContainText(c('coupon:platform.splitShort', { platform: 70, shop: 30 }));
  await expect(row).toContainText('0 / 1000');
  await screenshot(page, 'console-platform-coupons');

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await forceLang(shopper, 'zh-cn');
  await closeFloatLayerWhenShown(shopper);
  await loginAs(shopper, 'alice', 'Alice@12345');
  await shopper.goto('coupon');
  await shopper.getByRole('tab', { name: new RegExp(msg('zh-cn', 'coupon:source.platformCoupons')) }).click();
  const offer = shopper.getByRole('article', { name: zhName });
  await offer.getByRole('button', { name: msg('zh-cn', 'coupon:ticket.collect'), exact: true }).click();
  await expect(
    offer.getByRole('button', { name: msg('zh-cn', 'coupon:ticket.limitReached') }),
  ).toBeDisabled();
  await screenshot(shopper, 'storefront-platform-coupon-collected');
  await shopperContext.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('1 / 1000');
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: c('coupon:stop') })
    .click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('coupon:stop') })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(c('coupon:statusName.-1'));
});
