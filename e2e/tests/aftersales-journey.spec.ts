import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { addAddress, apiAs, freshBuyer, SELF_OPERATED_SKU, shipByMerchant } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg, msg, type Lang } from '../support/locales.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { pngPicture } from '../support/pictures.ts';
import { chooseOption } from '../support/select.ts';
import { memberWithCash, setWalletPin, WALLET_PIN } from '../support/wallet.ts';

/*
 * Issue #15 leftovers: return and refund paid back through the sandbox gateway (with a picture), a refusal the
 * buyer escalates and the platform decides, and an overdue refund the platform approves by its timer (ko-kr).
 * Each checks the money really moved: the gateway's own refund record, or the balance.
 */

interface Order {
  order_id: number;
  order_no: string;
  order_status: number;
  site_id: number;
  out_trade_no: string;
  order_goods: { order_goods_id: number; sku_name: string }[];
}

/** An express order of shop 1 paid through the sandbox cashier (approved); answers it and the cashier's URL. */
async function sandboxPaidOrder(request: APIRequestContext, token: string, tag: string) {
  await addAddress(request, token);
  const payNo = await apiAs<string>(request, token, '/api/ordercreate/simpleCreate', {
    sku_id: SELF_OPERATED_SKU,
    num: 1,
    idempotency_key: `aftersales-${tag}-${Date.now()}`,
  });
  const pay = await apiAs<{ data: string }>(request, token, '/api/pay/pay', {
    out_trade_no: payNo,
    pay_type: 'sandbox',
  });
  const cashier = new URL(pay.data).pathname;
  expect((await request.post(`${cashier}/decide`, { form: { decision: 'approve' } })).ok()).toBe(true);
  let order: Order | undefined;
  await expect
    .poll(
      async () => {
        const { list } = await apiAs<{ list: Order[] }>(request, token, '/api/order/lists', {});
        order = list.find((o) => o.out_trade_no === payNo);
        return order?.order_status;
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return { order: order!, cashier };
}

const balanceOf = async (page: Page, token: string) => {
  const d = await apiAs<{ balance: string; balance_money: string }>(
    page.request,
    token,
    '/api/member/detail',
  );
  return Math.round((Number(d.balance) + Number(d.balance_money)) * 100);
};

/** The shopper's application on /member/refund: type, a reason, a description, optionally a picture. */
async function applyInStorefront(
  page: Page,
  lang: Lang,
  order: Order,
  opts: { type: 1 | 2; remark: string; picture?: boolean; shot: string },
) {
  const t = (key: string) => msg(lang, key);
  await page.goto(`member/order_detail?order_id=${order.order_id}`);
  await page.getByRole('link', { name: t('refund:refundButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/web\/member\/refund\?order_goods_id=\d+/);
  await page.getByRole('radio', { name: t(`refund:types.${opts.type}`) }).check();
  const reason = page.getByLabel(t('refund:reason'));
  await reason.selectOption({
    label: (await reason.locator('option:not([disabled])').last().textContent()) ?? '',
  });
  await page.getByLabel(t('refund:remark')).fill(opts.remark);
  if (opts.picture) {
    await page.locator('input[type=file]').setInputFiles({
      name: 'evidence.png',
      mimeType: 'image/png',
      buffer: pngPicture(160, [210, 40, 40]),
    });
    await expect(page.getByTestId('refund-picture')).toHaveCount(1);
  }
  await screenshot(page, opts.shot, true);
  await page.getByRole('button', { name: t('refund:submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/refund_detail\?order_goods_id=\d+/);
}

async function merchantDesk(page: Page, lang: Lang, siteId: number) {
  const desk = await page.context().newPage();
  await consoleLogin(desk, lang, { audience: 'merchant', username: `shop${siteId}`, password: 'Shop@12345' });
  await desk.getByRole('menuitem', { name: consoleMsg(lang, 'routes:refunds') }).click();
  return desk;
}

test('return and refund through the sandbox: picture, agree, logistics, receipt, the gateway refunds', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lang = 'en-us' as const;
  const t = (key: string) => msg(lang, key);
  const c = (key: string) => consoleMsg(lang, key);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  const { order, cashier } = await sandboxPaidOrder(page.request, token, 'return');
  await shipByMerchant(page.request, order);

  await applyInStorefront(page, lang, order, {
    type: 2,
    remark: 'The seam came apart on the first day',
    picture: true,
    shot: 'aftersales-return-apply',
  });
  await expect(page.getByTestId('refund-pictures').getByAltText(`${t('refund:pictures')} 1`)).toBeVisible();

  // The shop sees the picture under the row and agrees.
  const desk = await merchantDesk(page, lang, order.site_id);
  const row = desk.getByRole('row').filter({ hasText: order.order_no }).first();
  await row.getByRole('button', { name: /expand|展开|Expand row/i }).click();
  await expect(desk.getByTestId('refund-pictures').getByAltText(`${c('refund:pictures')} 1`)).toBeVisible();
  await screenshot(desk, 'aftersales-return-console-evidence');
  await row.getByRole('button', { name: c('refund:step.agree') }).click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: c('refund:step.agree') })
    .click();
  await expect(toastOn(desk)).toContainText(c('refund:done.agree'));

  // The shopper sends the goods back with a tracking number.
  await page.reload();
  await expect(page.getByRole('heading', { name: t('refund:returnTitle') })).toBeVisible();
  await page.getByLabel(t('refund:deliveryName')).fill('SF Express');
  await page.getByLabel(t('refund:deliveryNo')).fill('SF5550001');
  await page.getByRole('button', { name: t('refund:sendBack') }).click();
  await expect(page.getByText('SF Express SF5550001')).toBeVisible();

  // The shop confirms the goods arrived and pays the refund.
  await desk.reload();
  const back = desk.getByRole('row').filter({ hasText: order.order_no }).first();
  await back.getByRole('button', { name: c('refund:step.receive') }).click();
  await desk
    .getByRole('tooltip')
    .getByRole('button', { name: c('refund:step.receive') })
    .click();
  await expect(toastOn(desk).last()).toContainText(c('refund:done.receive'));
  await back.getByRole('button', { name: c('refund:step.transfer') }).click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: c('refund:step.transfer') })
    .click();
  await expect(toastOn(desk).last()).toContainText(c('refund:done.transfer'));

  // Refunded through the payment; the gateway's page of the payment lists its refund of the whole amount.
  await page.reload();
  await expect(page.getByTestId('refund-status')).toContainText(t('refund:lineStatus.3'));
  await expect(page.getByText(t('refund:toPayment'))).toBeVisible();
  await screenshot(page, 'aftersales-return-refunded', true);
  const gateway = await page.context().newPage();
  await expect(async () => {
    await gateway.goto(cashier);
    await expect(gateway.getByRole('heading', { name: /^Refunded \d+\.\d{2}$/ })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  const detail = await apiAs<{ refund_pay_money: string }>(page.request, token, '/api/orderrefund/detail', {
    order_goods_id: order.order_goods[0]!.order_goods_id,
  });
  await expect(gateway.getByRole('heading', { name: `Refunded ${detail.refund_pay_money}` })).toBeVisible();
  await screenshot(gateway, 'aftersales-return-gateway-refund');
  await page.goto(`member/order_detail?order_id=${order.order_id}`);
  await expect(page.getByRole('link', { name: t('refund:lineStatus.3') })).toBeVisible();
});

test('a refusal escalated by the buyer is decided by the platform, which pays back through the gateway', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lang = 'en-us' as const;
  const t = (key: string) => msg(lang, key);
  const c = (key: string) => consoleMsg(lang, key);
  await closeFloatLayerWhenShown(page);
  const token = await freshBuyer(page);
  const { order, cashier } = await sandboxPaidOrder(page.request, token, 'complain');
  await applyInStorefront(page, lang, order, {
    type: 1,
    remark: 'Ordered twice',
    shot: 'aftersales-complain-apply',
  });

  const desk = await merchantDesk(page, lang, order.site_id);
  const row = desk.getByRole('row').filter({ hasText: order.order_no }).first();
  await row.getByRole('button', { name: c('refund:step.refuse') }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel(c('refund:refuseReason')).fill('Already packed for shipping');
  await dialog.getByRole('button', { name: c('refund:step.refuse') }).click();
  await expect(toastOn(desk)).toContainText(c('refund:done.refuse'));

  // The buyer asks the platform to step in.
  await page.reload();
  // The refusal's reason among the refund's facts (the negotiation record repeats it).
  await expect(page.getByRole('definition').filter({ hasText: 'Already packed for shipping' })).toBeVisible();
  await page.getByRole('link', { name: t('refund:complain') }).click();
  await expect(page).toHaveURL(/\/web\/member\/complain\?order_goods_id=\d+/);
  await chooseOption(page.getByLabel(t('refund:reason')));
  await page.getByLabel(t('refund:remark')).fill('The shop has not shipped anything yet');
  await page.getByRole('button', { name: t('refund:complainSubmit') }).click();
  await expect(page.getByText(t('refund:complainNo'))).toBeVisible();
  await screenshot(page, 'aftersales-complain-applied', true);
  const lineId = order.order_goods[0]!.order_goods_id;
  const { complain_info } = await apiAs<{ complain_info: { complain_no: string } }>(
    page.request,
    token,
    '/api/ordercomplain/detail',
    { order_goods_id: lineId },
  );

  // The operator decides for the buyer: the refund is forced and paid.
  const ops = await page.context().newPage();
  await consoleLogin(ops, lang, { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await ops.getByRole('menuitem', { name: c('routes:complaints') }).click();
  const complaint = ops.getByRole('row').filter({ hasText: complain_info.complain_no }).first();
  await expect(complaint).toBeVisible();
  await screenshot(ops, 'aftersales-complain-operator');
  await complaint.getByRole('button', { name: c('refund:step.complainAgree') }).click();
  await ops
    .getByRole('tooltip')
    .getByRole('button', { name: c('refund:step.complainAgree') })
    .click();
  await expect(toastOn(ops)).toContainText(c('refund:done.complainAgree'));

  await page.goto(`member/refund_detail?order_goods_id=${lineId}`);
  await expect(page.getByTestId('refund-status')).toContainText(t('refund:lineStatus.3'));
  await screenshot(page, 'aftersales-complain-refunded', true);
  const gateway = await page.context().newPage();
  await expect(async () => {
    await gateway.goto(cashier);
    await expect(gateway.getByRole('heading', { name: /^Refunded \d+\.\d{2}$/ })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await screenshot(gateway, 'aftersales-complain-gateway-refund');
});

test('an overdue refund is approved by the platform timer and the money is back on the balance (ko-kr)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const lang = 'ko-kr' as const;
  const t = (key: string) => msg(lang, key);
  await closeFloatLayerWhenShown(page);
  const { token, mobile } = await memberWithCash(page, '500.00');
  await forceLang(page, lang);
  await setWalletPin(page, token, mobile);
  await addAddress(page.request, token);
  // A cheap goods the cash covers whole, so the order is paid by the balance alone.
  const goods = await findDemoGoods<{ sku_id: number; price: string; stock: number; is_virtual?: number }>(
    page.request,
    'goods in stock under 30',
    (g) => Number(g.price) > 0 && Number(g.price) < 30 && g.stock > 5 && !g.is_virtual,
  );
  const payNo = await apiAs<string>(page.request, token, '/api/ordercreate/simpleCreate', {
    sku_id: goods.sku_id,
    num: 1,
    is_balance: 1,
    pay_password: WALLET_PIN,
    idempotency_key: `aftersales-timer-${Date.now()}`,
  });
  const { list } = await apiAs<{ list: Order[] }>(page.request, token, '/api/order/lists', {});
  const order = list.find((o) => o.out_trade_no === payNo)!;
  expect(order.order_status).toBe(1);
  const before = await balanceOf(page, token);
  await applyInStorefront(page, lang, order, {
    type: 1,
    remark: '주문을 잘못했습니다',
    shot: 'aftersales-timer-apply-ko',
  });
  await screenshot(page, 'aftersales-timer-waiting-ko', true);

  // The shop never answers; a week later the platform's timer agrees and pays.
  const lineId = order.order_goods[0]!.order_goods_id;
  const moved = await apiAs<{ acted: number }>(page.request, token, '/api/demo/refundtimers', {
    order_goods_id: lineId,
    days: 8,
  });
  expect(moved.acted).toBe(1);
  await page.reload();
  await expect(page.getByTestId('refund-status')).toContainText(t('refund:lineStatus.3'));
  await expect(page.getByText(t('refund:toBalance'))).toBeVisible();
  await screenshot(page, 'aftersales-timer-refunded-ko', true);
  const detail = await apiAs<{ refund_balance_money: string }>(
    page.request,
    token,
    '/api/orderrefund/detail',
    {
      order_goods_id: lineId,
    },
  );
  expect(await balanceOf(page, token)).toBe(before + Math.round(Number(detail.refund_balance_money) * 100));
  expect(Number(detail.refund_balance_money)).toBeGreaterThan(0);
});
