import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { freshBuyer } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { chooseOption } from '../support/select.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

/** A small real picture (a 4×4 PNG) as the licence: the server checks content, not the name. */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwTlsFRwzEcQAFwhQxWWEErwAAAABJRU5ErkJggg==',
  'base64',
);

test('a settle-in application approved in the console opens the shop on the street, and its merchant logs in', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  await freshBuyer(page);
  const shopName = `Journey Tea ${Date.now().toString(36)}`;

  // The header's merchant entry leads to the application form.
  await page.goto('index');
  await page.getByRole('link', { name: t('chrome:topBar.settle') }).click();
  await expect(page).toHaveURL(/\/web\/member\/shop_apply$/);
  await page.getByRole('button', { name: t('settle:submit') }).click();
  await expect(page.getByText(t('settle:shopNameRequired'))).toBeVisible();
  await expect(page.getByText(t('settle:licenceRequired'))).toBeVisible();
  await page.getByRole('textbox', { name: t('settle:shopName') }).fill(shopName);
  await chooseOption(page.getByRole('combobox', { name: t('settle:category') }));
  await page.getByRole('textbox', { name: t('settle:contact') }).fill('Han Meimei');
  await page.getByRole('textbox', { name: t('settle:mobile') }).fill('13912345678');
  await page.getByRole('textbox', { name: t('settle:address') }).fill('88 Century Avenue, Shanghai');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
  await expect(page.getByRole('button', { name: t('settle:licenceReplace') })).toBeVisible();
  await screenshot(page, 'settle-apply-form');
  await page.getByRole('button', { name: t('settle:submit') }).click();
  await expect(page.getByTestId('apply-status')).toContainText(t('settle:status.0'));
  await screenshot(page, 'settle-apply-waiting');

  // The operator approves it in the console; the owner login and its password show once.
  const desk = await context.newPage();
  await consoleLogin(desk, 'en-us', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await desk.goto(`${CONSOLE}operator/shop-applies`);
  const row = desk.getByRole('row').filter({ hasText: shopName });
  await expect(row).toContainText(c('settle:status.0'));
  await screenshot(desk, 'console-operator-shop-applies');
  await row.getByRole('button', { name: c('settle:approve') }).click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(c('settle:approveTitle', { name: shopName }));
  await dialog.getByRole('button', { name: c('settle:approve') }).click();
  await expect(desk.getByTestId('owner-password')).toBeVisible();
  const username = (await desk.getByTestId('owner-login').innerText()).trim();
  const password = (await desk.getByTestId('owner-password').innerText()).trim();
  expect(username).toMatch(/^shop\d+$/);
  await screenshot(desk, 'console-operator-approved');
  await desk.getByRole('button', { name: c('settle:done') }).click();

  // The member centre shows it approved; the new shop is on the street.
  await page.reload();
  await expect(page.getByTestId('apply-status')).toContainText(t('settle:status.1'));
  await page.goto('member/index');
  await expect(page.getByTestId('member-apply-card')).toContainText(t('settle:status.1'));
  await page.goto(`street?keyword=${encodeURIComponent(shopName)}`);
  await expect(page.getByText(shopName).first()).toBeVisible();
  await screenshot(page, 'settle-street-new-shop');

  // Its merchant logs in to the merchant console with the login the operator passed on.
  const merchant = await context.browser()!.newContext();
  const merchantPage = await merchant.newPage();
  await consoleLogin(merchantPage, 'en-us', { audience: 'merchant', username, password });
  await expect(merchantPage.getByText(shopName).first()).toBeVisible();
  await screenshot(merchantPage, 'console-new-merchant-home');
  await merchant.close();
});
