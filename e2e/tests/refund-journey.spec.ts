import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { addAddress, apiAs } from '../support/checkout.ts';
import { CONSOLE, consoleLogin } from '../support/console.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { consoleMsg, LANG_NAME, msg } from '../support/locales.ts';
import { chooseOption } from '../support/select.ts';
import { latestCode, loginAs, solvedCaptcha } from '../support/session.ts';

/*
 * Issue #15: a shopper asks for the money of an unshipped line back (refund only), the shop agrees in the
 * console and pays, and the money is back on the balance it was paid with; the member centre tells the shopper
 * what the shop did. In Korean, storefront and console.
 */

const LANG = 'ko-kr' as const;
const t = (key: string) => msg(LANG, key);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg(LANG, key, vars);
// The same payment password the offer journey gives demo, so the two journeys never undo each other.
const PAY_PASSWORD = '369258';

async function ensurePayPassword(page: Page, token: string) {
  await expect(async () => {
    const { key } = await apiAs<{ key: string }>(page.request, token, '/api/member/paypwdcode', {
      ...(await solvedCaptcha(page.request)),
    });
    const code = await latestCode(page.request, '13800000001');
    await apiAs(page.request, token, '/api/member/modifypaypassword', {
      key,
      code,
      password: PAY_PASSWORD,
      confirm_password: PAY_PASSWORD,
    });
  }).toPass({ timeout: 90_000, intervals: [5_000, 15_000] });
}

const balanceOf = async (page: Page, token: string) => {
  const d = await apiAs<{ balance: string; balance_money: string }>(
    page.request,
    token,
    '/api/member/detail',
  );
  return Math.round((Number(d.balance) + Number(d.balance_money)) * 100);
};

test('refund only before shipping: applied in the storefront, agreed and paid in the console, back on the balance', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await closeFloatLayerWhenShown(page);
  const token = await loginAs(page, 'demo', 'Demo@12345');
  await forceLang(page, LANG);
  await ensurePayPassword(page, token);
  await addAddress(page.request, token);
  // A cheap goods of an express shop, bought wholly with the balance.
  const goods = await findDemoGoods<{ sku_id: number; price: string; stock: number; is_virtual?: number }>(
    page.request,
    'goods in stock under 30',
    (g) => Number(g.price) > 0 && Number(g.price) < 30 && g.stock > 5 && !g.is_virtual,
  );
  const outTradeNo = await apiAs<string>(page.request, token, '/api/ordercreate/simpleCreate', {
    sku_id: goods.sku_id,
    num: 1,
    is_balance: 1,
    pay_password: PAY_PASSWORD,
    idempotency_key: `refund-journey-${Date.now()}`,
  });
  const { list } = await apiAs<{
    list: { order_id: number; site_id: number; out_trade_no: string; order_goods: { sku_name: string }[] }[];
  }>(page.request, token, '/api/order/lists', { order_status: 'waitsend' });
  const order = list.find((o) => o.out_trade_no === outTradeNo)!;
  const skuName = order.order_goods[0]!.sku_name;
  const before = await balanceOf(page, token);

  // The shopper asks for the money back from the order's page: a reason must be chosen.
  await page.goto(`member/order_detail?order_id=${order.order_id}`);
  await page.getByRole('link', { name: t('refund:refundButton'), exact: true }).click();
  await expect(page).toHaveURL(/\/web\/member\/refund\?order_goods_id=\d+/);
  await expect(page.getByRole('radio', { name: t('refund:types.1') })).toBeChecked();
  await page.getByRole('button', { name: t('refund:submit') }).click();
  await expect(page.getByText(t('refund:reasonRequired'))).toBeVisible();
  await chooseOption(page.getByLabel(t('refund:reason')));
  await page.getByLabel(t('refund:remark')).fill('주문을 잘못했습니다');
  await screenshot(page, 'refund-apply-ko', true);
  await page.getByRole('button', { name: t('refund:submit') }).click();
  await expect(page).toHaveURL(/\/web\/member\/refund_detail\?order_goods_id=\d+/);
  await expect(page.getByTestId('refund-status')).toContainText('신청됨');
  await screenshot(page, 'refund-detail-applied-ko', true);

  // The shop finds it among the refunds waiting for it, agrees and pays.
  const desk = await context.newPage();
  // The console starts in English; its language switch turns it to Korean for good.
  await desk.goto(`${CONSOLE}login`);
  await desk.getByRole('button', { name: consoleMsg('en-us', 'common:language') }).click();
  await desk.getByRole('menuitem', { name: LANG_NAME[LANG] }).click();
  await expect(desk.getByRole('button', { name: c('session:submit') })).toBeVisible();
  await consoleLogin(desk, LANG, {
    audience: 'merchant',
    username: `shop${order.site_id}`,
    password: 'Shop@12345',
  });
  await desk.getByRole('menuitem', { name: c('routes:refunds') }).click();
  const row = desk.getByRole('row').filter({ hasText: skuName }).first();
  await expect(row).toBeVisible();
  await screenshot(desk, 'console-refunds-waiting-ko');
  await row.getByRole('button', { name: c('refund:step.agree') }).click();
  await desk
    .getByRole('dialog')
    .getByRole('button', { name: c('refund:step.agree') })
    .click();
  await expect(toastOn(desk)).toContainText(c('refund:done.agree'));
  await row.getByRole('button', { name: c('refund:step.transfer') }).click();
  const pay = desk.getByRole('dialog');
  await pay.getByRole('checkbox', { name: c('refund:stockBack') }).check();
  await screenshot(desk, 'console-refund-pay-ko');
  await pay.getByRole('button', { name: c('refund:step.transfer') }).click();
  await expect(toastOn(desk)).toContainText(c('refund:done.transfer'));

  // The shopper sees it refunded, with the record of who did what, and the balance holds the money again.
  await page.reload();
  await expect(page.getByTestId('refund-status')).toContainText('환불 완료');
  await expect(page.getByText(t('refund:toBalance'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('refund:log') })).toContainText(
    '판매자가 환불에 동의했습니다',
  );
  await screenshot(page, 'refund-detail-refunded-ko', true);
  await expect.poll(() => balanceOf(page, token), { timeout: 30_000 }).toBeGreaterThan(before);
  await page.goto('member/activist');
  await expect(page.getByRole('row').filter({ hasText: skuName }).first()).toContainText(t('refund:success'));
  await screenshot(page, 'refund-activist-ko');
  // The member centre tells the shopper what the shop did, newest first, each leading to its refund.
  await page.goto('member/index');
  const notice = page.getByTestId('refund-notices').getByRole('listitem').filter({ hasText: skuName });
  await expect(notice.first()).toContainText('환불이 완료되었습니다');
  await expect(notice.nth(1)).toContainText('판매자가 환불에 동의했습니다');
  await screenshot(page, 'member-refund-notices-ko');
  await notice.first().getByRole('link', { name: skuName }).click();
  await expect(page).toHaveURL(/\/web\/member\/refund_detail\?order_goods_id=\d+/);
});
