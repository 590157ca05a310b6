import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { addAddress, freshBuyer } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';
import { amountIn } from '../support/money.ts';

/*
 * Issue #17, group buy (facts §5.2): a shopper finds the group buys from the home page, opens one, takes fewer
 * pieces than its minimum to the checkout and is told "Cannot buy fewer than N", then comes back, takes the
 * minimum and places the order at the group price.
 */

const t = (key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), msg('en-us', key));
const loaded = { timeout: 30_000 };

interface Groupbuy {
  groupbuy_id: number;
  goods_name: string;
  sku_name: string;
  groupbuy_price: string;
  buy_num: number;
}

test('home → group buys → below the minimum is refused → at the minimum the order is placed at the group price', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await addAddress(page.request, token);
  const { list } = await api<{ list: Groupbuy[] }>(page.request, '/groupbuy/api/goods/page', {
    page_size: 1,
  });
  const gb = list[0];
  if (!gb) throw new Error('the demo data has no running group buy; the seed must provide some');

  await page.goto('index');
  await page
    .getByRole('link', { name: t('home:entries.groupbuy') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotion\/groupbuy$/);
  await expect(page.getByTestId('groupbuy-card').first()).toBeVisible(loaded);
  await screenshot(page, 'groupbuy-list', true);

  await page.getByTestId('groupbuy-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/promotion/groupbuy-${gb.groupbuy_id}$`));
  const detail = page.getByTestId('groupbuy-detail');
  await expect(detail.getByTestId('groupbuy-minimum')).toContainText(String(gb.buy_num), loaded);
  await screenshot(page, 'groupbuy-detail');

  // One piece short of the minimum: the checkout says why and nothing can be ordered.
  const quantity = page.getByRole('spinbutton', { name: t('groupbuy:detail.quantity') });
  await quantity.fill(String(gb.buy_num - 1));
  await quantity.press('Enter');
  await page.getByRole('button', { name: t('groupbuy:detail.buy') }).click();
  await expect(page).toHaveURL(/\/promotion\/groupbuy_payment\?/);
  await expect(page.getByTestId('checkout-errors')).toContainText(
    `Cannot buy fewer than ${gb.buy_num}`,
    loaded,
  );
  await screenshot(page, 'groupbuy-payment-below-minimum', true);

  // Back on the group buy with the minimum: priced at the group price, and the order is placed.
  await page.goBack();
  await quantity.fill(String(gb.buy_num));
  await quantity.press('Enter');
  await page.getByRole('button', { name: t('groupbuy:detail.buy') }).click();
  const line = page.getByTestId('checkout-shop');
  await expect(line).toContainText(gb.groupbuy_price, loaded);
  await expect(page.getByTestId('checkout-errors')).toBeHidden();
  const total = amountIn('en-us', (Number(gb.groupbuy_price) * gb.buy_num).toFixed(2));
  await expect(page.locator('.co-totals')).toContainText(total);
  await screenshot(page, 'groupbuy-payment-at-minimum', true);
  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=/, loaded);
  await expect(page.getByText(t('payment:submitted'))).toBeVisible();
  await screenshot(page, 'groupbuy-pay');
});
