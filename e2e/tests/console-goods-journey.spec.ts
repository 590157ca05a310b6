import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot, toastOn } from '../support/browser.ts';
import { addAddress, freshBuyer } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { pngPicture } from '../support/pictures.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

const SKUS = [
  { key: 'Red / S', price: '39.90', stock: '12' },
  { key: 'Red / M', price: '41.00', stock: '8' },
  { key: 'Blue / S', price: '39.90', stock: '5' },
  { key: 'Blue / M', price: '44.50', stock: '9' },
];

test('a merchant publishes a goods with a 2×2 spec matrix and pictures; the storefront finds it and a member buys it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const word = `Lumora${Date.now().toString(36)}`;
  const name = `${word} Linen Travel Shirt`;

  // The merchant opens the goods list and starts a new goods.
  const desk = await context.newPage();
  await consoleLogin(desk, 'en-us', { audience: 'merchant', username: 'shop2', password: 'Shop@12345' });
  await desk.getByRole('menuitem', { name: c('routes:goods') }).click();
  await expect(desk.getByRole('button', { name: c('catalog:list.add') })).toBeVisible();
  await desk.getByRole('button', { name: c('catalog:list.add') }).click();
  await expect(desk).toHaveURL(/\/console\/merchant\/goods\/new$/);

  // Basics: name, a category three levels deep, pictures uploaded (checked and re-encoded by the server).
  await desk.getByLabel(c('catalog:form.name'), { exact: true }).fill(name);
  await desk.getByLabel(c('catalog:form.category'), { exact: true }).click();
  for (const level of [0, 1, 2]) {
    const menu = desk.locator('.ant-cascader-menu').nth(level);
    await expect(async () => {
      await menu.locator('.ant-cascader-menu-item').first().click({ timeout: 5_000 });
      if (level < 2)
        await expect(desk.locator('.ant-cascader-menu').nth(level + 1)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await desk.getByLabel(c('catalog:form.keywords'), { exact: true }).fill(`${word},linen,shirt`);
  await desk.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngPicture(320, [40, 90, 160]) },
    { name: 'back.png', mimeType: 'image/png', buffer: pngPicture(320, [170, 60, 50]) },
  ]);
  await expect(desk.locator('.ant-upload-list-item-done')).toHaveCount(2, {
    timeout: 30_000,
  });

  // The spec matrix: Colour × Size generates four SKUs, each priced and stocked in its row.
  for (const [i, spec] of [
    ['Colour', ['Red', 'Blue']],
    ['Size', ['S', 'M']],
  ] as const) {
    await desk.getByRole('button', { name: c('catalog:form.addSpec') }).click();
    await desk.getByLabel(c('catalog:form.specName', { n: i === 'Colour' ? 1 : 2 }), { exact: true }).fill(i);
    const values = desk.getByLabel(c('catalog:form.specValues', { n: i === 'Colour' ? 1 : 2 }), {
      exact: true,
    });
    for (const v of spec) {
      await values.fill(v);
      await values.press('Enter');
    }
  }
  for (const sku of SKUS) {
    await desk.getByLabel(`${c('catalog:form.price')} ${sku.key}`, { exact: true }).fill(sku.price);
    await desk.getByLabel(`${c('catalog:form.stock')} ${sku.key}`, { exact: true }).fill(sku.stock);
  }
  await expect(desk.locator('.ant-table-tbody .ant-table-row')).toHaveCount(4);
  await desk
    .getByLabel(c('catalog:form.description'), { exact: true })
    .fill('<h3>Made for long trips</h3><p>Washed linen that breathes.</p><script>alert(1)</script>');
  await desk.mouse.move(0, 0);
  await screenshot(desk, 'console-goods-form', true);
  await desk.getByRole('button', { name: c('catalog:form.create') }).click();

  // Back on the list, on the shelf.
  await expect(desk).toHaveURL(/\/console\/merchant\/goods(\?|$)/);
  await desk.getByLabel(c('catalog:filter.name'), { exact: true }).fill(word);
  await desk.getByRole('button', { name: c('catalog:filter.search') }).click();
  const row = desk.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(c('catalog:list.skuCount', { count: 4 }));
  await expect(row.getByRole('switch')).toBeChecked();
  await desk.getByLabel(c('catalog:filter.name'), { exact: true }).fill('');
  await desk.getByRole('button', { name: c('catalog:filter.search') }).click();
  await expect(desk.getByRole('row').filter({ hasText: name })).toBeVisible();
  await screenshot(desk, 'console-goods-list');

  // A member finds it with the storefront's search, picks Blue / M on its page and buys it.
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await addAddress(page.request, token);
  await page.goto('index');
  // Type only once the home page has rendered: a box filled during the first load can be re-rendered empty.
  await expect(page.getByTestId('home-carousel')).toBeVisible({ timeout: 30_000 });
  const box = page.getByRole('searchbox', { name: t('chrome:search.label') });
  await box.fill(word);
  await expect(box).toHaveValue(word);
  await page.getByRole('button', { name: t('chrome:search.button'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/list\\?keyword=${word}`));
  await page
    .getByRole('link', { name: new RegExp(word) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.getByRole('radio', { name: 'Blue' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blue S');
  await page.getByRole('radio', { name: 'M', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blue M');
  await expect(page.getByText('44.50').first()).toBeVisible();
  await screenshot(page, 'console-goods-storefront-detail');
  await page.getByRole('button', { name: t('catalog:detail.buyNow') }).click();

  await expect(page).toHaveURL(/\/web\/payment\?sku_id=/);
  await expect(page.getByTestId('checkout-shop')).toContainText(name);
  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=/);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('payment:goPay') }).click();
  const cashier = await popupOpened;
  await cashier.getByRole('button', { name: 'Approve payment' }).click();
  await expect(cashier.getByText('✔ Payment approved')).toBeVisible();
  await cashier.close();
  await expect(page.getByText(t('payment:success'), { exact: true })).toBeVisible({ timeout: 30_000 });

  // The merchant's list shows the unit sold off the stock; the stock table restocks Blue / M.
  await desk.reload();
  const listed = desk.getByRole('row').filter({ hasText: name });
  await expect(listed).toContainText(String(12 + 8 + 5 + 9 - 1));
  await listed.getByRole('button', { name: c('catalog:list.stockPrice') }).click();
  const drawer = desk.getByRole('dialog');
  const blueM = drawer.getByLabel(`${c('catalog:stock.stock')} Blue M`, { exact: true });
  await expect(blueM).toHaveValue('8');
  await blueM.fill('20');
  await screenshot(desk, 'console-goods-stock-drawer');
  await drawer.getByRole('button', { name: c('catalog:stock.save') }).click();
  await expect(toastOn(desk)).toContainText(c('catalog:stock.saved'));
  await expect(drawer).toBeHidden();
  await expect(listed).toContainText(String(12 + 8 + 5 + 20));

  // Its edit form opens with the matrix as saved; an existing SKU's stock is changed only in the stock table.
  await listed.getByRole('button', { name: c('catalog:list.edit') }).click();
  await expect(desk.getByLabel(c('catalog:form.name'), { exact: true })).toHaveValue(name);
  await expect(desk.getByLabel(`${c('catalog:form.price')} Blue / M`, { exact: true })).toHaveValue('44.50');
  await expect(desk.getByLabel(`${c('catalog:form.stock')} Blue / M`, { exact: true })).toBeDisabled();
  await expect(desk.getByLabel(`${c('catalog:form.stock')} Blue / M`, { exact: true })).toHaveValue('20');
  await desk.mouse.move(0, 0);
  await screenshot(desk, 'console-goods-edit');
});
