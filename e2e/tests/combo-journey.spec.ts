import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { addAddress, freshBuyer } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';
import { amountIn } from '../support/money.ts';

/*
 * Issue #17, combo package (facts §5.3): on the page of a goods in a package the shopper sees the package, opens
 * it, takes two sets and orders them: every goods twice, the goods money twice the package price, shipping free
 * as the package says.
 */

const t = (key: string) => msg('en-us', key);
const loaded = { timeout: 30_000 };

interface Combo {
  bl_id: number;
  bl_name: string;
  bl_price: string;
  shipping_fee_type: number;
  bundling_goods: { sku_id: number; sku_name: string }[];
}

test('goods page → its combo package → two sets → checkout at twice the package price, free shipping → pay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await addAddress(page.request, token);
  const first = await api<Combo>(page.request, '/bundling/api/bundling/detail', { bl_id: 1 });
  if (first.shipping_fee_type !== 1)
    throw new Error('the demo data must start with a free-shipping combo package');
  const item = first.bundling_goods[0]!;

  await page.goto(`sku-${item.sku_id}`);
  const entrance = page.getByTestId('combo-entrance');
  await expect(entrance).toContainText(first.bl_name, loaded);
  await screenshot(page, 'combo-goods-entrance');
  await entrance.getByRole('link', { name: new RegExp(first.bl_name) }).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/combo-${first.bl_id}$`));
  await expect(page.getByTestId('combo-item')).toHaveCount(first.bundling_goods.length);

  const sets = page.getByRole('spinbutton', { name: t('combo:sets') });
  await sets.fill('2');
  await sets.press('Enter');
  const total = amountIn('en-us', (Number(first.bl_price) * 2).toFixed(2));
  await expect(page.getByTestId('combo-total')).toContainText(total);
  await screenshot(page, 'combo-package', true);

  await page.getByRole('button', { name: t('combo:buy') }).click();
  await expect(page).toHaveURL(/\/promotion\/combo_payment\?bl_id=\d+&num=2/);
  const shop = page.getByTestId('checkout-shop');
  for (const g of first.bundling_goods) await expect(shop).toContainText(g.sku_name, loaded);
  await expect(shop.getByText('×2')).toHaveCount(first.bundling_goods.length);
  await expect(page.locator('.co-totals')).toContainText(total);
  await expect(page.getByTestId('checkout-errors')).toBeHidden();
  await screenshot(page, 'combo-payment', true);
  const calc = await api<{ delivery_money: string }>(page.request, '/bundling/api/ordercreate/calculate', {
    token,
    bl_id: first.bl_id,
    num: 2,
  });
  expect(calc.delivery_money).toBe('0.00');

  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=/, loaded);
  await expect(page.getByText(t('payment:submitted'))).toBeVisible();
});
