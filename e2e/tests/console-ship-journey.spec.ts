import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot, toastOn } from '../support/browser.ts';
import { apiAs, freshBuyer, SELF_OPERATED_SKU, unpaidOrder } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

test('a storefront order is paid, shipped from the console by its merchant, and received in the storefront', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  const payNo = await unpaidOrder(page.request, token, SELF_OPERATED_SKU);

  // The member pays in the storefront through the sandbox cashier.
  await page.goto(`pay?code=${payNo}`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('payment:goPay') }).click();
  const cashier = await popupOpened;
  await cashier.getByRole('button', { name: 'Approve payment' }).click();
  await expect(cashier.getByText('✔ Payment approved')).toBeVisible();
  await cashier.close();
  await expect(page.getByText(t('payment:success'), { exact: true })).toBeVisible({ timeout: 30_000 });
  const { list } = await apiAs<{ list: { order_no: string; order_id: number }[] }>(
    page.request,
    token,
    '/api/order/lists',
    { order_status: 'waitsend' },
  );
  const orderNo = list[0]!.order_no;

  // Its merchant finds it in the console among the orders to ship and ships it as one express package.
  const desk = await context.newPage();
  await consoleLogin(desk, 'en-us', { audience: 'merchant', username: 'shop1', password: 'Shop@12345' });
  await expect(desk.getByText(c('dashboard:waitSend'))).toBeVisible();
  await screenshot(desk, 'console-merchant-dashboard');
  await desk.getByRole('menuitem', { name: c('routes:orders') }).click();
  await desk.getByRole('tab', { name: c('order:tab.waitsend') }).click();
  await desk.getByLabel(c('order:filter.orderNo')).fill(orderNo);
  await desk.getByRole('button', { name: c('order:filter.search') }).click();
  const row = desk.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText(c('order:status.s1'));
  await expect(desk.locator('.ant-table-tbody .ant-table-row')).toHaveCount(1);
  await screenshot(desk, 'console-merchant-orders');
  await row.getByRole('button', { name: c('order:list.ship') }).click();

  await expect(desk).toHaveURL(/\/console\/merchant\/orders\/\d+$/);
  await expect(desk.getByText(c('order:detail.title', { no: orderNo }))).toBeVisible();
  await desk.getByRole('button', { name: c('order:action.ship') }).click();
  const drawer = desk.getByRole('dialog');
  await expect(drawer).toContainText(c('order:ship.title', { no: orderNo }));
  await drawer.getByLabel(c('order:ship.company')).click();
  await desk.locator('.ant-select-item-option').filter({ hasText: 'SF Express' }).click();
  await drawer.getByLabel(c('order:ship.trackingNo')).fill('SF2026112501');
  await expect(desk.locator('.ant-drawer-content-wrapper')).toBeInViewport({ ratio: 1 });
  await screenshot(desk, 'console-merchant-ship-drawer');
  await drawer.getByRole('button', { name: c('order:ship.submit') }).click();
  await expect(drawer).toBeHidden();
  await expect(desk.getByTestId('order-status')).toHaveText(c('order:status.s3'));
  await expect(desk.getByTestId('order-package')).toContainText('SF Express SF2026112501');
  await expect(desk.getByTestId('order-log')).toContainText(c('order:log.orderDelivery'));
  await screenshot(desk, 'console-merchant-order-shipped', true);

  // The member sees it shipped and confirms receipt in the storefront.
  await page.goto('member/order_list');
  await page.getByRole('tab', { name: t('order:tab.waitconfirm') }).click();
  const card = page.getByTestId('order-card').filter({ hasText: 'Nova Self-operated' });
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('order:confirm.ok') })
    .click();
  await expect(toastOn(page)).toContainText(t('order:done.takeDelivery'));
  await screenshot(page, 'console-journey-received');

  // Back in the console the order reads as received, with the member's confirmation in its log.
  await desk.reload();
  await expect(desk.getByTestId('order-status')).toHaveText(c('order:status.s4'));
  await expect(desk.getByTestId('order-log')).toContainText(c('order:log.memberTakeDelivery'));
  expect(desk.url()).toContain(CONSOLE);
});
