import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { addAddress, addToCart, apiAs, freshBuyer } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { chooseOption } from '../support/select.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

/** Little Sprout Kids: no other journey looks for it by name, so renaming it disturbs none. */
const SITE_ID = 7;

test('a merchant renames the shop, adds a pickup store and a coupon in the console; the storefront offers all three', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5);
  const shopName = `Little Sprout Kids ${stamp}`;
  const storeName = `Sprout pickup ${stamp}`;
  const couponName = `Sprout $7 off ${stamp}`;

  const desk = await context.newPage();
  await consoleLogin(desk, 'en-us', {
    audience: 'merchant',
    username: `shop${SITE_ID}`,
    password: 'Shop@12345',
  });

  // Shop settings: a new name.
  await desk.getByRole('menuitem', { name: c('routes:shopSettings') }).click();
  const name = desk.getByLabel(c('shop:siteName'));
  await expect(name).not.toHaveValue('');
  await name.fill(shopName);
  await desk.getByRole('button', { name: c('shop:save') }).click();
  await expect(desk.getByText(c('shop:saved'))).toBeVisible();
  // The header names the shop from the session, which the save refreshed.
  await expect(desk.getByText(shopName, { exact: true })).toBeVisible();
  await screenshot(desk, 'console-shop-settings', true);

  // Delivery settings: store pickup on.
  await desk.getByRole('menuitem', { name: c('routes:deliverySettings') }).click();
  const pickup = desk.getByRole('switch', { name: c('delivery:store') });
  await expect(pickup).toBeVisible();
  if ((await pickup.getAttribute('aria-checked')) !== 'true') await pickup.click();
  await expect(pickup).toHaveAttribute('aria-checked', 'true');
  await desk.getByRole('button', { name: c('delivery:save') }).click();
  await expect(desk.getByText(c('delivery:saved'))).toBeVisible();
  await screenshot(desk, 'console-delivery-settings');

  // Freight templates: a template by piece with one catch-all rule (not the default: checkout keeps its fees).
  await desk.getByRole('menuitem', { name: c('routes:freightTemplates') }).click();
  await desk.getByRole('button', { name: c('delivery:addTemplate') }).click();
  const drawer = desk.getByRole('dialog');
  await drawer.getByLabel(c('delivery:templateName')).fill(`Sprout parcels ${stamp}`);
  await drawer.getByLabel(c('delivery:firstFee')).fill('6');
  await drawer.getByLabel(c('delivery:continueFee')).fill('2');
  await screenshot(desk, 'console-template-drawer');
  await drawer.getByRole('button', { name: c('delivery:save') }).click();
  await expect(drawer).toBeHidden();
  const templateRow = desk.getByRole('row').filter({ hasText: `Sprout parcels ${stamp}` });
  await expect(templateRow).toContainText(c('delivery:elsewhere'));
  await screenshot(desk, 'console-templates', true);

  // Pickup stores: a new open store, its address chosen with the region cascader.
  await desk.getByRole('menuitem', { name: c('routes:pickupStores') }).click();
  await desk.getByRole('button', { name: c('store:add') }).click();
  const modal = desk.getByRole('dialog');
  await expect(modal).toContainText(c('store:addTitle'));
  // The form checks what it needs before anything is sent.
  await modal.getByRole('button', { name: c('store:save') }).click();
  await expect(modal.getByText(c('store:nameRequired'))).toBeVisible();
  await modal.getByLabel(c('store:name')).fill(storeName);
  await modal.getByLabel(c('store:region')).click();
  for (const place of ['浙江省', '杭州市', '西湖区']) {
    await desk.locator('.ant-cascader-menu-item').filter({ hasText: place }).click();
  }
  await modal.getByLabel(c('store:address')).fill('Wensan Road 100');
  await modal.getByLabel(c('store:phone')).fill('0571-5550100');
  await modal.getByLabel(c('store:hours')).fill('Mon-Sun 09:00-21:00');
  await screenshot(desk, 'console-store-modal');
  await modal.getByRole('button', { name: c('store:save') }).click();
  await expect(modal).toBeHidden();
  const storeRow = desk.getByRole('row').filter({ hasText: storeName });
  await expect(storeRow).toContainText('浙江省 杭州市 西湖区 Wensan Road 100');
  await screenshot(desk, 'console-stores', true);

  // Shop coupons: $7 off, collected once per member, valid 30 days after collection.
  await desk.getByRole('menuitem', { name: c('routes:coupons') }).click();
  await desk.getByRole('button', { name: c('coupon:add') }).click();
  const couponModal = desk.getByRole('dialog');
  await couponModal.getByLabel(c('coupon:name')).fill(couponName);
  await couponModal.getByLabel(c('coupon:money')).fill('7');
  await screenshot(desk, 'console-coupon-modal');
  await couponModal.getByRole('button', { name: c('coupon:create') }).click();
  await expect(couponModal).toBeHidden();
  const couponRow = desk.getByRole('row').filter({ hasText: couponName });
  await expect(couponRow).toContainText(c('coupon:statusName.1'));
  await expect(couponRow).toContainText('0 / 100');
  await screenshot(desk, 'console-coupons', true);

  // The storefront: the shop page shows the new name.
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await page.goto(`shop-${SITE_ID}`);
  await expect(page.getByText(shopName).first()).toBeVisible();
  await screenshot(page, 'storefront-shop-renamed');

  // The coupon centre offers the new coupon under the new name; the member collects it.
  await page.goto('coupon');
  const offer = page.getByRole('article', { name: couponName });
  await expect(offer).toContainText(shopName);
  await offer.getByRole('button', { name: t('coupon:ticket.collect'), exact: true }).click();
  await expect(page.getByText(t('coupon:collected'))).toBeVisible();
  await screenshot(page, 'storefront-coupon-collected');

  // Checkout of the shop's goods: the coupon applies and the new store is offered for pickup.
  const goods = await findDemoGoods<{ sku_id: number; site_id: number; stock: number; is_virtual: number }>(
    page.request,
    'goods of Little Sprout Kids in stock',
    (g) => g.site_id === SITE_ID && g.stock > 0 && g.is_virtual === 0,
    { site_id: SITE_ID },
  );
  await addAddress(page.request, token);
  const cartId = await addToCart(page.request, token, goods.sku_id);
  await page.goto(`payment?cart_ids=${cartId}`);
  const shop = page.getByTestId('checkout-shop').filter({ hasText: shopName });
  await expect(shop).toBeVisible({ timeout: 30_000 });
  await expect(
    shop.getByRole('combobox', { name: t('checkout:coupon.shop') }).locator('option:checked'),
  ).toContainText(couponName);
  await shop.getByText(t('checkout:delivery.store')).click();
  const storeSelect = shop.getByRole('combobox', { name: t('checkout:delivery.chooseStore') });
  await chooseOption(storeSelect, storeName);
  await expect(storeSelect.locator('option:checked')).toContainText(storeName);
  await screenshot(page, 'storefront-checkout-new-store', true);

  // Closed in the console, the store is no longer offered.
  await desk.getByRole('menuitem', { name: c('routes:pickupStores') }).click();
  const toggle = desk.getByRole('row').filter({ hasText: storeName }).getByRole('switch');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  const calc = await apiAs<{
    shop_goods_list: Record<string, { express_type: { store_list?: { store_name: string }[] }[] }>;
  }>(page.request, token, '/api/ordercreate/simpleCalculate', { cart_ids: String(cartId) });
  const stores = calc.shop_goods_list[String(SITE_ID)]!.express_type.flatMap((x) => x.store_list ?? []);
  expect(stores.map((s) => s.store_name)).not.toContain(storeName);
});
