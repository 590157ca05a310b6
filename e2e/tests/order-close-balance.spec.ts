import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { apiAs, freshBuyer, PICKUP_SHOP_SKU, CLOSE_JOURNEY_SKU, unpaidOrder } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';
import { latestCode, loginAs, solvedCaptcha } from '../support/session.ts';
import { expectNoRawText } from '../support/raw-text.ts';

const t = (key: string) => msg('en-us', key);
const stockOf = async (request: Parameters<typeof api>[0], skuId: number) =>
  (await api<{ stock: number }>(request, '/api/goodssku/info', { sku_id: skuId })).stock;

test('an unpaid order closed by the member gives its stock back', async ({ page }) => {
  test.setTimeout(120_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  const before = await stockOf(page.request, CLOSE_JOURNEY_SKU);
  await unpaidOrder(page.request, token, CLOSE_JOURNEY_SKU);
  // Goods reads are cached for a few seconds (READ_CACHE_TTL_MS), so the stock is polled.
  await expect.poll(() => stockOf(page.request, CLOSE_JOURNEY_SKU), { timeout: 30_000 }).toBe(before - 1);

  await page.goto('member/order_list');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: t('order:tab.waitpay') })).toContainText('1');
  await expectNoRawText(page);
  await screenshot(page, 'order-list-pending-payment');
  // Paying later opens the pay page for the order's payment number.
  await card.getByRole('button', { name: 'Pay' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('order:confirm.ok') })
    .click();
  await expect(page.getByText(t('payment:submitted'))).toBeVisible();
  await expect(page).toHaveURL(/\/web\/pay\?code=/);
  await page.goBack();
  await card.getByRole('button', { name: 'Close order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('order:confirm.close'));
  await dialog.getByRole('button', { name: t('order:confirm.ok') }).click();
  await expect(toastOn(page)).toContainText(t('order:done.close'));
  await expect(card).toContainText('Closed');
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect.poll(() => stockOf(page.request, CLOSE_JOURNEY_SKU), { timeout: 30_000 }).toBe(before);

  await card.getByRole('link', { name: t('order:detail') }).click();
  await expect(page.getByRole('term').filter({ hasText: t('order:closeTime') })).toBeVisible();
  await expectNoRawText(page);
  await screenshot(page, 'order-detail-closed', true);
});

test('buy now paid fully by balance with the payment password goes straight to the result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await closeFloatLayerWhenShown(page);
  await forceLang(page, 'en-us');
  const token = await loginAs(page, 'alice', 'Alice@12345');
  // The payment password is set the member's way: a code to the bound mobile, then six digits.
  const { key } = await apiAs<{ key: string }>(page.request, token, '/api/member/paypwdcode', {
    ...(await solvedCaptcha(page.request)),
  });
  const code = await latestCode(page.request, '13800000002');
  await apiAs(page.request, token, '/api/member/modifypaypassword', {
    key,
    code,
    password: '258147',
    confirm_password: '258147',
  });

  await page.goto(`payment?sku_id=${PICKUP_SHOP_SKU}&num=1`);
  await page.getByRole('checkbox', { name: /Use balance/ }).check({ timeout: 30_000 });
  const password = page.getByLabel(t('checkout:balance.password'));
  await password.fill('111111');
  await page.getByRole('button', { name: t('checkout:submit') }).click();
  // A wrong password is refused with the server's text and nothing is created.
  await expect(toastOn(page)).toBeVisible();
  await expect(page).toHaveURL(/\/web\/payment/);
  await password.fill('258147');
  await expectNoRawText(page);
  await screenshot(page, 'checkout-balance', true);
  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/result\?code=/, { timeout: 30_000 });
  await expect(page.getByText(t('payment:success'), { exact: true })).toBeVisible();
  await expectNoRawText(page);
  await screenshot(page, 'checkout-result-balance');
});
