import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import {
  addAddress,
  apiAs,
  freshBuyer,
  PICKUP_SHOP_SKU,
  SELF_OPERATED_SKU,
  shipByMerchant,
} from '../support/checkout.ts';
import { expectCutTextsHaveTitles } from '../support/cut-text.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { msg, type Lang } from '../support/locales.ts';
import { expectNoRawText } from '../support/raw-text.ts';

/*
 * Issue 14 item 6: the order detail shows the block of its delivery type — express packages with carrier,
 * number and trace; the pickup store and its code; the wished local delivery time; the virtual write-off code —
 * in zh-cn, en-us and ru, with no raw code and every cut goods name whole on hover.
 */

/** Shop 5 offers express, pickup at its stores and its own local delivery (demo data, seed/stores.ts). */
const SHOP_5 = 5;
const ASK_TIME = '10:30';
const TRACKING_NO = 'SF1234567890';
const loaded = { timeout: 30_000 };

interface Detail {
  order_id: number;
  site_id: number;
  order_type: number;
  pay_status: number;
  delivery_store_name: string;
  delivery_code: string;
  virtual_code: string;
  order_goods: { order_goods_id: number; sku_name: string }[];
}

let made = 0;

/** An order of one goods, paid through the sandbox gateway as the cashier's Approve button would. */
async function paidOrder(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<Detail> {
  const payNo = await apiAs<string>(request, token, '/api/ordercreate/simpleCreate', {
    num: 1,
    idempotency_key: `blocks-${Date.now()}-${++made}`,
    ...body,
  });
  const pay = await apiAs<{ data: string }>(request, token, '/api/pay/pay', {
    out_trade_no: payNo,
    pay_type: 'sandbox',
  });
  const decided = await request.post(`${new URL(pay.data).pathname}/decide`, {
    form: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  const { list } = await apiAs<{ list: { order_id: number; out_trade_no: string }[] }>(
    request,
    token,
    '/api/order/lists',
    { page: 1, page_size: 10 },
  );
  const orderId = list.find((o) => o.out_trade_no === payNo)!.order_id;
  let detail: Detail | undefined;
  await expect
    .poll(async () => {
      detail = await apiAs<Detail>(request, token, '/api/order/detail', { order_id: orderId });
      return detail.pay_status;
    }, loaded)
    .toBe(1);
  return detail!;
}

const DETAIL_PATH: Record<number, string> = {
  1: 'order_detail',
  2: 'order_detail_pickup',
  3: 'order_detail_local_delivery',
  4: 'order_detail_virtual',
};

async function openDetail(page: Page, o: Detail, kind: string) {
  await page.goto(`member/${DETAIL_PATH[o.order_type]}?order_id=${o.order_id}`);
  const block = page.getByTestId('order-delivery-block');
  await expect(block).toHaveAttribute('data-kind', kind, loaded);
  return block;
}

test('order detail shows the block of its delivery type in zh-cn, en-us and ru', async ({ page }) => {
  test.setTimeout(240_000);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  await addAddress(page.request, token);
  const virtualGoods = await findDemoGoods<{ sku_id: number; is_virtual: number; stock: number }>(
    page.request,
    'virtual goods in stock',
    (g) => g.is_virtual === 1 && g.stock > 5,
  );

  const express = await paidOrder(page.request, token, { sku_id: SELF_OPERATED_SKU });
  await shipByMerchant(page.request, express);
  const pickup = await paidOrder(page.request, token, {
    sku_id: PICKUP_SHOP_SKU,
    delivery: { [SHOP_5]: { delivery_type: 'store' } },
  });
  const local = await paidOrder(page.request, token, {
    sku_id: PICKUP_SHOP_SKU,
    delivery: { [SHOP_5]: { delivery_type: 'local', buyer_ask_delivery_time: ASK_TIME } },
  });
  const virtual = await paidOrder(page.request, token, { sku_id: virtualGoods.sku_id });
  expect([express, pickup, local, virtual].map((o) => o.order_type)).toEqual([1, 2, 3, 4]);
  expect(pickup.delivery_code).not.toBe('');
  expect(virtual.virtual_code).not.toBe('');

  for (const lang of ['zh-cn', 'en-us', 'ru'] as Lang[]) {
    const t = (key: string) => msg(lang, `order:${key}`);
    await forceLang(page, lang);

    // Express, shipped: the package with its carrier and number, and the way to the whole trace.
    let block = await openDetail(page, express, 'express');
    await expect(block.getByRole('heading', { name: t('block.express') })).toBeVisible();
    await expect(block).toContainText(t('logistics.package').replace('{{n}}', '1'), loaded);
    await expect(block).toContainText(t('logistics.number'));
    await expect(block).toContainText(TRACKING_NO);
    await expect(block.getByRole('link', { name: t('block.trackingLink') })).toBeVisible();
    await expectNoRawText(page);
    await expectCutTextsHaveTitles(page);
    await screenshot(page, `order-block-express-${lang}`, true);

    // Pickup: the store, its address and hours, and the code to show at the counter.
    block = await openDetail(page, pickup, 'pickup');
    await expect(block.getByRole('heading', { name: t('block.pickup') })).toBeVisible();
    await expect(block).toContainText(pickup.delivery_store_name);
    await expect(block).toContainText(t('block.storeAddress'));
    await expect(block).toContainText(t('block.openDate'));
    await expect(block.getByTestId('order-code')).toContainText(pickup.delivery_code);
    await expectNoRawText(page);
    await screenshot(page, `order-block-pickup-${lang}`, true);

    // Local delivery: the wished time and the shop's own courier.
    block = await openDetail(page, local, 'local');
    await expect(block.getByRole('heading', { name: t('block.local') })).toBeVisible();
    await expect(block).toContainText(t('askTime'));
    await expect(block).toContainText(ASK_TIME);
    await expect(block).toContainText(t('block.localBy'));
    await expectNoRawText(page);
    await screenshot(page, `order-block-local-${lang}`, true);

    // Virtual: nothing ships; the write-off code, not yet used.
    block = await openDetail(page, virtual, 'virtual');
    await expect(block.getByRole('heading', { name: t('block.virtual') })).toBeVisible();
    await expect(block.getByTestId('order-code')).toContainText(virtual.virtual_code);
    await expect(block).toContainText(t('block.notVerified'));
    await expectNoRawText(page);
    await screenshot(page, `order-block-virtual-${lang}`, true);

    // The order list names every goods whole on hover where its name is cut.
    await page.goto('member/order_list');
    await expect(page.getByTestId('order-card')).toHaveCount(4, loaded);
    await expectCutTextsHaveTitles(page);
    await expectNoRawText(page);
  }
});
