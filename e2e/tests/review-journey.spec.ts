import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { addAddress, apiAs, freshBuyer, SELF_OPERATED_SKU, shipByMerchant } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { pngPicture } from '../support/pictures.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string) => consoleMsg('en-us', key);
/** A goods of shop 1 (self-operated) that this journey buys and reviews. */
const REVIEW_SKU = SELF_OPERATED_SKU;

interface Order {
  order_id: number;
  order_status: number;
  site_id: number;
  order_goods: { order_goods_id: number }[];
}

/** An express order paid through the sandbox gateway, shipped by its shop and received by the buyer. */
async function receivedOrder(request: APIRequestContext, token: string): Promise<Order> {
  await addAddress(request, token);
  const payNo = await apiAs<string>(request, token, '/api/ordercreate/simpleCreate', {
    sku_id: REVIEW_SKU,
    num: 1,
    idempotency_key: `review-journey-${Date.now()}`,
  });
  const pay = await apiAs<{ data: string }>(request, token, '/api/pay/pay', {
    out_trade_no: payNo,
    pay_type: 'sandbox',
  });
  const decided = await request.post(`${new URL(pay.data).pathname}/decide`, {
    form: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  let order: Order | undefined;
  await expect
    .poll(
      async () => {
        const { list } = await apiAs<{ list: Order[] }>(request, token, '/api/order/lists', {});
        order = list[0];
        return order?.order_status;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await shipByMerchant(request, order!);
  await apiAs(request, token, '/api/order/takedelivery', { order_id: order!.order_id });
  return order!;
}

const shot = (page: Page, name: string) => screenshot(page, `review-${name}`, true);

test('a buyer reviews a received order with pictures, follows up, and the shop reply shows on the goods page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await receivedOrder(page.request, token);
  const words = `Soft and warm, exactly as pictured ${Date.now()}`;

  // The order list offers the review; the review page asks for stars, text, pictures and the shop's scores.
  await page.goto('member/order_list');
  await page.getByTestId('order-card').first().getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: t('review:title') })).toBeVisible();
  await page.getByRole('button', { name: t('review:submit') }).click();
  await expect(page.getByText(t('review:empty'))).toBeVisible();
  const line = page.getByTestId('review-line');
  await line.getByRole('radio').nth(3).click();
  await expect(line.getByText(t('review:kind.good'))).toBeVisible();
  await line.getByLabel(t('review:text')).fill(words);
  // Two pictures chosen at once: both upload and both stay.
  await line.locator('input[type=file]').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: pngPicture(120, [200, 60, 60]) },
    { name: 'b.png', mimeType: 'image/png', buffer: pngPicture(120, [60, 120, 200]) },
  ]);
  await expect(line.getByTestId('review-picture')).toHaveCount(2);
  await page.getByText(t('review:anonymous')).click();
  await shot(page, 'form');
  await page.getByRole('button', { name: t('review:submit') }).click();
  await expect(page.getByText(t('review:done'))).toBeVisible();

  // Later, a follow-up from the order list.
  await expect(page).toHaveURL(/member\/order_list/);
  await page.getByTestId('order-card').first().getByRole('button', { name: 'Follow-up review' }).click();
  await expect(page.getByRole('heading', { name: t('review:followUpTitle') })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await page.getByLabel(t('review:followUpText')).fill('Still like it after a month');
  await shot(page, 'follow-up');
  await page.getByRole('button', { name: t('review:submitFollowUp') }).click();
  await expect(page.getByText(t('review:followUpDone'))).toBeVisible();

  // The shop answers in the console.
  const desk = await browser.newPage();
  await consoleLogin(desk, 'en-us', { audience: 'merchant', username: 'shop1', password: 'Shop@12345' });
  await desk.goto(`${CONSOLE}merchant/reviews`);
  const row = desk.getByRole('row').filter({ hasText: words });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: c('review:replyAction'), exact: true }).click();
  await desk.getByRole('dialog').getByLabel(c('review:replyText')).fill('Thank you, enjoy it!');
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: c('review:send') })
    .click();
  await expect(row.getByText('Thank you, enjoy it!')).toBeVisible();
  await shot(desk, 'console');
  await desk.close();

  // The goods page shows the review with its pictures, the masked name, the follow-up and the reply.
  await page.goto(`sku-${REVIEW_SKU}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const mine = page.locator('.review').filter({ hasText: words });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.locator('.review__pics img')).toHaveCount(2);
  // A picture opens the viewer on it, the other beside it.
  await mine.getByRole('button', { name: t('catalog:reviews.pictureN').replace('{{n}}', '2') }).click();
  const viewer = page.getByRole('dialog', { name: t('common:viewer.label') });
  await expect(viewer.getByText('2 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: t('common:viewer.previous') }).click();
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await viewer.getByRole('button', { name: t('common:close') }).click();
  await expect(viewer).toBeHidden();
  await expect(mine).toContainText('Still like it after a month');
  await expect(mine).toContainText('Thank you, enjoy it!');
  await expect(mine).toContainText(t('catalog:reviews.anonymous'));
  await mine.scrollIntoViewIfNeeded();
  await shot(page, 'goods-page');

  // The operator hides it: the goods page no longer shows it.
  const operator = await browser.newPage();
  await consoleLogin(operator, 'en-us', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await operator.goto(`${CONSOLE}operator/reviews`);
  const listed = operator.getByRole('row').filter({ hasText: words });
  await listed.getByRole('button', { name: c('review:hide') }).click();
  await operator
    .getByRole('tooltip')
    .getByRole('button', { name: c('review:ok') })
    .click();
  await expect(listed.getByRole('button', { name: c('review:show') })).toBeVisible();
  await shot(operator, 'operator');
  await operator.close();
  await page.reload();
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.locator('.review').first()).toBeVisible();
  await expect(page.locator('.review').filter({ hasText: words })).toHaveCount(0);
});
