import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot, toastOn } from '../support/browser.ts';
import {
  addToCart,
  apiAs,
  freshBuyer,
  PICKUP_SHOP_SKU,
  SELF_OPERATED_SKU,
  shipByMerchant,
} from '../support/checkout.ts';
import { msg } from '../support/locales.ts';
import { chooseRegion } from '../support/region.ts';
import { expectNoRawText } from '../support/raw-text.ts';
import { chooseOption } from '../support/select.ts';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), msg('en-us', key));

async function addAddressInDialog(page: Page) {
  await page.getByRole('button', { name: t('checkout:address.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(msg('en-us', 'address:name'), { exact: true }).fill('Lee Journey');
  await dialog.getByLabel(msg('en-us', 'address:mobile'), { exact: true }).fill('13800138000');
  await chooseRegion(dialog, ['浙江省', '杭州市', '西湖区']);
  await dialog.getByLabel(msg('en-us', 'address:detail'), { exact: true }).fill('Wensan Road 478');
  await dialog.getByRole('button', { name: t('checkout:address.save') }).click();
  await expect(dialog).toBeHidden();
}

test('cart → checkout with a new address, a shop coupon, express and pickup → sandbox pay → pending delivery', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await apiAs(page.request, token, '/coupon/api/coupon/receive', { coupon_type_id: 1 });
  const cartIds = [
    await addToCart(page.request, token, SELF_OPERATED_SKU),
    await addToCart(page.request, token, PICKUP_SHOP_SKU),
  ];

  await page.goto(`payment?cart_ids=${cartIds.join(',')}`);
  // No address yet: the server's obstacle is shown, and an address can be added without leaving the page.
  await expect(page.getByTestId('checkout-errors')).toBeVisible({ timeout: 30_000 });
  await addAddressInDialog(page);
  await expect(page.getByRole('button', { name: /Lee Journey/ })).toHaveAttribute('aria-pressed', 'true');

  const shops = page.getByTestId('checkout-shop');
  await expect(shops).toHaveCount(2);
  const selfShop = shops.filter({ hasText: 'Nova Self-operated' });
  const pickupShop = shops.filter({ hasNotText: 'Nova Self-operated' });
  // The best shop coupon is preselected by the server.
  await expect(
    selfShop.getByRole('combobox', { name: t('checkout:coupon.shop') }).locator('option:checked'),
  ).toContainText('$10 off orders over $99');
  await expect(selfShop.getByText(t('checkout:delivery.express'))).toBeVisible();
  await pickupShop.getByText(t('checkout:delivery.store')).click();
  await chooseOption(pickupShop.getByRole('combobox', { name: t('checkout:delivery.chooseStore') }));
  await expect(page.getByTestId('checkout-errors')).toBeHidden();
  await selfShop.getByRole('textbox', { name: t('checkout:message.title') }).fill('Please ring twice');
  await expectNoRawText(page);
  await screenshot(page, 'checkout-payment', true);

  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=/);
  await expect(page.getByText(t('payment:submitted'))).toBeVisible();
  await screenshot(page, 'checkout-pay');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: t('payment:goPay') }).click();
  const cashier = await popupOpened;
  await expect(page.getByRole('dialog')).toContainText(t('payment:askText'));
  await cashier.getByRole('button', { name: 'Approve payment' }).click();
  // As a payer would: the cashier answers the decision before its window is closed.
  await expect(cashier.getByText('✔ Payment approved')).toBeVisible();
  await cashier.close();

  // The pay page polls the status every second and moves on to the result once the notification is in.
  await expect(page.getByText(t('payment:success'), { exact: true })).toBeVisible({ timeout: 30_000 });
  await expectNoRawText(page);
  await screenshot(page, 'checkout-result');

  await page.getByRole('link', { name: t('payment:viewOrders') }).click();
  await page.getByRole('tab', { name: t('order:tab.waitsend') }).click();
  // The express order waits for delivery (this server lists a pickup order awaiting pickup there too).
  const card = page.getByTestId('order-card').filter({ hasText: 'Nova Self-operated' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(t('order:tab.waitsend'));
  await expectNoRawText(page);
  await screenshot(page, 'order-list-pending-delivery');

  // The shop ships it (merchant API); the member follows the package and confirms receipt.
  type Listed = {
    site_id: number;
    order_id: number;
    delivery_type: string;
    order_goods: { order_goods_id: number }[];
  };
  const { list } = await apiAs<{ list: Listed[] }>(page.request, token, '/api/order/lists', {
    order_status: 'waitsend',
  });
  await shipByMerchant(
    page.request,
    list.find((o) => o.delivery_type === 'express')!,
  );
  await page.getByRole('tab', { name: t('order:tab.waitconfirm') }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'View logistics' }).click();
  await expect(page.getByTestId('order-package')).toContainText('SF1234567890');
  await screenshot(page, 'order-logistics');
  await page.goBack();
  // The receipt time can be extended once: the button goes away afterwards.
  await card.getByRole('button', { name: 'Extend receipt time' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('order:confirm.ok') })
    .click();
  await expect(toastOn(page)).toContainText(t('order:done.extend'));
  await expect(card.getByRole('button', { name: 'Extend receipt time' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Confirm receipt' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('order:confirm.ok') })
    .click();
  await expect(toastOn(page)).toContainText(t('order:done.takeDelivery'));
  await page.getByRole('tab', { name: t('order:tab.waitrate') }).click();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Nova Self-operated');

  // The pickup order waits for pickup with its code and QR.
  await page.getByRole('tab', { name: t('order:tab.all') }).click();
  await page
    .getByTestId('order-card')
    .filter({ hasNotText: 'Nova Self-operated' })
    .getByRole('link', { name: t('order:detail') })
    .click();
  await expect(page).toHaveURL(/order_detail_pickup/);
  await expect(page.getByTestId('order-code')).toBeVisible();
  await expectNoRawText(page);
  await screenshot(page, 'order-detail-pickup', true);
});
