import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, loadAllPictures, screenshot } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { addAddress, freshBuyer } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';

/* The flash-sale zone of the demo data: sale 1 runs on every slot, 2 is sold out, 3 starts in two days. */
const RUNNING = 1;
const SOLD_OUT = 2;
const NOT_STARTED = 3;

/** A storefront text with its `{{name}}` parameters filled in. */
const fill = (text: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((out, [k, v]) => out.replace(`{{${k}}}`, String(v)), text);

interface Card {
  id: number;
  goods_name: string;
  goods_stock: number;
}

/** The running slot's cards, as the zone reads them (the demo's slots cover the whole day). */
async function runningCards(request: Parameters<typeof api>[0]): Promise<Card[]> {
  const { list, day_seconds } = await api<{
    list: { id: number; seckill_start_time: number; seckill_end_time: number }[];
    day_seconds: number;
  }>(request, '/seckill/api/seckill/lists');
  const slot = list.find((s) => s.seckill_start_time <= day_seconds && day_seconds < s.seckill_end_time);
  if (!slot) throw new Error('the demo data has no running flash-sale slot; the seed must provide one');
  return (await api<{ list: Card[] }>(request, '/seckill/api/seckillgoods/page', { seckill_id: slot.id }))
    .list;
}

test('in zh-cn: the flash-sale zone → the detail → the seckill checkout → pay', async ({ page }) => {
  const z = (key: string, vars?: Record<string, string | number>) =>
    fill(msg('zh-cn', `seckill:${key}`), vars);
  const token = await freshBuyer(page);
  await addAddress(page.request, token);
  await forceLang(page, 'zh-cn');
  await closeFloatLayerWhenShown(page);
  const sale = (await runningCards(page.request)).find((c) => c.id === RUNNING)!;

  await page.goto('promotion/seckill');
  await expect(page.getByRole('heading', { name: z('title') })).toBeVisible();
  await expect(
    page.getByRole('tablist', { name: z('title') }).getByRole('tab', { selected: true }),
  ).toContainText(z('state.running'));
  await expect(page.getByText(z('endsIn'))).toBeVisible();
  const card = page.getByTestId('seckill-card').filter({ hasText: sale.goods_name });
  await expect(card).toContainText(z('buyNow'));
  await expect(
    page
      .getByTestId('seckill-card')
      .filter({ hasText: z('soldOut') })
      .first(),
  ).toBeVisible();
  await loadAllPictures(page);
  await screenshot(page, 'seckill-zone-zh-cn', true);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/promotion/seckill-${RUNNING}$`));
  await expect(page.getByText(z('seckillPrice'))).toBeVisible();
  await expect(page.getByText(z('limit', { n: 2 }))).toBeVisible();
  await expect(page.getByTestId('seckill-stock')).toBeVisible();
  await screenshot(page, 'seckill-detail-zh-cn');
  await page.getByRole('button', { name: z('buyNow') }).click();

  await expect(page).toHaveURL(/\/promotion\/seckill_payment\?seckill_id=1&sku_id=\d+&num=1$/);
  await expect(page.getByRole('heading', { name: z('payment.title') })).toBeVisible();
  await expect(page.getByText(sale.goods_name).first()).toBeVisible();
  await screenshot(page, 'seckill-payment-zh-cn', true);
  await page.getByRole('button', { name: msg('zh-cn', 'checkout:submit') }).click();
  await expect(page).toHaveURL(/\/pay\?code=/);

  // The member's order carries the flash-sale price, and the detail now counts what they hold today.
  const detail = await api<{ sku_list: { purchased_num: number }[] }>(
    page.request,
    '/seckill/api/seckillgoods/detail',
    {
      seckill_id: RUNNING,
      token,
    },
  );
  expect(detail.sku_list.some((s) => s.purchased_num === 1)).toBe(true);

  // The member's orders name the promotion the order was bought under (facts §2.1 promotion_type_name).
  await page.goto('member/order_list');
  const order = page.getByTestId('order-card').filter({ hasText: sale.goods_name }).first();
  await expect(order.getByTestId('order-promotion')).toHaveText('秒杀');
  await screenshot(page, 'seckill-order-list-zh-cn');
});

test('a sold-out sale and one that has not started say so and cannot be bought', async ({ page }) => {
  const e = (key: string, vars?: Record<string, string | number>) =>
    fill(msg('en-us', `seckill:${key}`), vars);
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);

  await page.goto(`promotion/seckill-${SOLD_OUT}`);
  await expect(page.getByRole('button', { name: e('phase.soldOut') })).toBeDisabled();
  await expect(page.getByTestId('seckill-stock')).toHaveText(e('stockLeft', { n: 0 }));
  await screenshot(page, 'seckill-sold-out');

  await page.goto(`promotion/seckill-${NOT_STARTED}`);
  await expect(page.getByRole('button', { name: e('phase.notStarted') })).toBeDisabled();
  await expect(page.getByText(/^Starts \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await screenshot(page, 'seckill-not-started');

  // Buying it anyway through the call is refused in the spec's words.
  const token = await freshBuyer(page);
  const waiting = await api<{ sku_list: { sku_id: number }[] }>(
    page.request,
    '/seckill/api/seckillgoods/detail',
    {
      seckill_id: NOT_STARTED,
    },
  );
  const res = await page.request.post('/seckill/api/ordercreate/create', {
    data: {
      token,
      seckill_id: NOT_STARTED,
      sku_id: waiting.sku_list[0]!.sku_id,
      num: 1,
      idempotency_key: `journey-ns-${Date.now()}`,
      lang: 'en-us',
    },
  });
  expect(((await res.json()) as { message: string }).message).toBe('Seckill not started');
});
