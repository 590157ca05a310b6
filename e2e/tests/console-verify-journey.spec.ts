import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { freshMobile, registerByApi } from '../support/account-pages.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { addAddress, apiAs, freshBuyer, PICKUP_SHOP_SKU } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { setTokenCookie } from '../support/session.ts';

const t = (key: string) => msg('en-us', key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);
/** Shop 5 has pickup stores (see support/checkout.ts). */
const PICKUP_SHOP = 5;

/** A pickup order of shop 5, paid through the sandbox gateway as the cashier's Approve button would. */
async function paidPickupOrder(request: APIRequestContext, token: string) {
  await addAddress(request, token);
  const payNo = await apiAs<string>(request, token, '/api/ordercreate/simpleCreate', {
    sku_id: PICKUP_SHOP_SKU,
    num: 1,
    idempotency_key: `verify-journey-${Date.now()}`,
    delivery: { [PICKUP_SHOP]: { delivery_type: 'store' } },
  });
  const pay = await apiAs<{ data: string }>(request, token, '/api/pay/pay', {
    out_trade_no: payNo,
    pay_type: 'sandbox',
  });
  const decided = await request.post(`${new URL(pay.data).pathname}/decide`, {
    form: { decision: 'approve' },
  });
  expect(decided.ok()).toBe(true);
  let order: { order_id: number; order_status: number; delivery_code: string } | undefined;
  await expect
    .poll(
      async () => {
        const { list } = await apiAs<{ list: { order_id: number }[] }>(
          request,
          token,
          '/api/order/lists',
          {},
        );
        order = await apiAs(request, token, '/api/order/detail', { order_id: list[0]!.order_id });
        return order?.order_status;
      },
      { timeout: 30_000 },
    )
    .toBe(2);
  return order!;
}

test('a merchant binds a clerk in the console, and the clerk writes off a pickup code at the counter', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const buyer = await freshBuyer(page);
  const order = await paidPickupOrder(page.request, buyer);
  expect(order.delivery_code).toMatch(/^[A-Z2-9]{12}$/);

  // The clerk-to-be is a member; the shop's owner binds them by mobile in the merchant console.
  const clerkMobile = freshMobile();
  const clerkToken = await registerByApi(page.request, clerkMobile, 'Clerk@2026');
  const desk = await browser.newPage();
  await consoleLogin(desk, 'en-us', {
    audience: 'merchant',
    username: `shop${PICKUP_SHOP}`,
    password: 'Shop@12345',
  });
  await desk.goto(`${CONSOLE}merchant/verifiers`);
  await expect(desk.getByText(c('verifier:title')).first()).toBeVisible();
  await desk.getByRole('button', { name: c('verifier:add') }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel(c('verifier:account')).fill(clerkMobile);
  await dialog.getByRole('button', { name: c('verifier:bind') }).click();
  await expect(desk.getByRole('row').filter({ hasText: clerkMobile })).toBeVisible();
  await screenshot(desk, 'console-merchant-verifiers');
  await desk.close();

  // The clerk opens the write-off desk in the member centre.
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await setTokenCookie(clerkContext, clerkToken);
  await forceLang(clerk, 'en-us');
  await closeFloatLayerWhenShown(clerk);
  await clerk.goto('member/index');
  await clerk
    .getByTestId('member-menu')
    .getByRole('link', { name: t('routes:verification') })
    .click();
  await expect(clerk).toHaveURL(/\/web\/member\/verification$/);
  await clerk.getByRole('button', { name: t('verify:lookUp') }).click();
  await expect(clerk.getByText(t('verify:codeRequired'))).toBeVisible();
  await clerk
    .getByRole('textbox', { name: t('verify:codePlaceholder') })
    .fill(`  ${order.delivery_code.toLowerCase()} `);
  await clerk.getByRole('button', { name: t('verify:lookUp') }).click();
  const result = clerk.getByTestId('verify-result');
  await expect(result).toContainText(order.delivery_code);
  await expect(result).toContainText(t('verify:open'));
  await screenshot(clerk, 'verify-counter-lookup');
  await result.getByRole('button', { name: t('verify:writeOff') }).click();
  await clerk
    .getByRole('dialog')
    .getByRole('button', { name: t('verify:confirm') })
    .click();
  await expect(toastOn(clerk)).toContainText(t('verify:done'));
  await expect(result).toContainText(t('verify:used'));
  await screenshot(clerk, 'verify-counter-done');

  // The same code again is refused clearly; the record is in the clerk's list.
  const again = await apiAs<unknown>(clerk.request, clerkToken, '/api/verify/verify', {
    verify_code: order.delivery_code,
  }).catch((e: Error) => e.message);
  expect(String(again)).toContain('already been written off');
  await clerk.goto('member/verification_list');
  const record = clerk.getByRole('row').filter({ hasText: order.delivery_code });
  await expect(record).toBeVisible();
  await screenshot(clerk, 'verify-records');
  await record.getByRole('link', { name: t('verify:detail') }).click();
  await expect(clerk.getByText(t('verify:detailTitle'))).toBeVisible();
  await screenshot(clerk, 'verify-record-detail');
  await clerkContext.close();

  // The buyer's pickup order is received.
  const done = await apiAs<{ order_status: number }>(page.request, buyer, '/api/order/detail', {
    order_id: order.order_id,
  });
  expect(done.order_status).toBe(4);
});
