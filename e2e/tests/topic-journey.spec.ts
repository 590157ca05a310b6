import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { addAddress, freshBuyer } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';
import { amountIn } from '../support/money.ts';

/*
 * Issue #17, topic event (facts §5.4), in Chinese: a shopper finds the topic events on the home page, opens them
 * all, enters the running one, picks a goods, buys two at the topic price and reaches the pay page.
 */

const t = (key: string) => msg('zh-cn', key);
const loaded = { timeout: 30_000 };

test('topic events → the running event → a goods at its topic price → checkout → pay (zh-cn)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await forceLang(page, 'zh-cn');
  await addAddress(page.request, token);

  // The home page's entrance: the running events' banners and a link to them all.
  await page.goto('');
  const strip = page.getByTestId('home-topics');
  await expect(strip.getByTestId('topic-card').first()).toBeVisible(loaded);
  await strip.scrollIntoViewIfNeeded();
  await screenshot(page, 'topic-home-strip');
  await strip.getByRole('link', { name: t('topic:list.more') }).click();
  await expect(page).toHaveURL(/\/promotion\/topic$/);
  await expect(page.getByRole('heading', { name: t('topic:list.title') })).toBeVisible(loaded);
  await screenshot(page, 'topic-list');
  await page.getByTestId('topic-card').first().click();
  await expect(page).toHaveURL(/\/promotion\/topic-\d+$/);
  const card = page.getByTestId('topic-goods-card').first();
  await expect(card).toBeVisible(loaded);
  await screenshot(page, 'topic-event', true);

  await card.click();
  await expect(page).toHaveURL(/\/promotion\/topic-goods-\d+$/);
  const detail = page.getByTestId('topic-goods-detail');
  const price = (await detail.locator('.topic-detail__price').innerText()).replace(/[^\d.]/g, '');
  const quantity = page.getByRole('spinbutton', { name: t('topic:quantity') });
  await quantity.fill('2');
  await quantity.press('Enter');
  await screenshot(page, 'topic-goods');
  await page.getByRole('button', { name: t('topic:buy') }).click();

  await expect(page).toHaveURL(/\/promotion\/topic_payment\?topic_goods_id=\d+&num=2/);
  await expect(page.getByTestId('checkout-shop')).toContainText('×2', loaded);
  await expect(page.locator('.co-totals')).toContainText(amountIn('zh-cn', (Number(price) * 2).toFixed(2)));
  await expect(page.getByTestId('checkout-errors')).toBeHidden();
  await screenshot(page, 'topic-payment', true);
  await page.getByRole('button', { name: t('checkout:submit') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=/, loaded);
  await expect(page.getByText(t('payment:submitted'))).toBeVisible();
});
