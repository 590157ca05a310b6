import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { freshBuyer } from '../support/checkout.ts';
import { msg } from '../support/locales.ts';

const en = (key: string) => msg('en-us', key);
const tw = (key: string) => msg('zh-tw', key);

test('tops up a package through the sandbox: stored value, gift points and the next level', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await closeFloatLayerWhenShown(page);
  await freshBuyer(page);

  await page.goto('member/recharge_list');
  const plus = page.getByTestId('recharge-package').filter({ hasText: 'Plus top-up' });
  await expect(plus).toContainText('$300.00');
  await expect(page.getByTestId('recharge-balance')).toContainText('$0.00');
  await screenshot(page, 'recharge-list');
  await plus.getByRole('button', { name: en('recharge:buy') }).click();
  await expect(page).toHaveURL(/\/web\/pay\?code=R/);
  await expect(page.getByText('Plus top-up')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: en('payment:goPay') }).click();
  const cashier = await popupOpened;
  await cashier.getByRole('button', { name: 'Approve payment' }).click();
  await expect(cashier.getByText('✔ Payment approved')).toBeVisible();
  await cashier.close();
  await expect(page.getByText(en('payment:success'), { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.goto('member/recharge_list');
  await expect(page.getByTestId('recharge-balance')).toContainText('$300.00');
  await page.getByRole('link', { name: en('recharge:orders.title') }).click();
  await expect(page.getByTestId('recharge-orders')).toContainText(en('recharge:orders.paid'));
  await screenshot(page, 'recharge-orders');

  await page.goto('member/my_point');
  // 100 points for registering, 500 from the package.
  await expect(page.getByTestId('points-held')).toContainText('600');
  await page.getByRole('tab', { name: en('loyalty:source.memberrecharge') }).click();
  const records = page.getByTestId('point-records');
  await expect(records).toContainText('+500');
  await expect(records).not.toContainText('+100');
  await screenshot(page, 'my-point');

  // 10 growth for registering and 1,200 from the package: past Silver's 1,000.
  await page.goto('member/level');
  await expect(page.getByTestId('level-name')).toContainText('Silver');
  await expect(page.getByTestId('level-progress')).toContainText('3790 more growth to reach Gold');
  await screenshot(page, 'member-level', true);
});

test('signs in on two consecutive days for the streak reward (zh-tw)', async ({ page }) => {
  test.setTimeout(90_000);
  await closeFloatLayerWhenShown(page);
  await freshBuyer(page);
  await forceLang(page, 'zh-tw');

  await page.goto('member/signin');
  const button = page.getByTestId('signin-button');
  await expect(page.getByTestId('signin-today')).toContainText('5 積分，2 成長值');
  await button.click();
  await expect(toastOn(page)).toContainText('連續第 1 天');
  await expect(button).toHaveText(tw('loyalty:signin.already'));
  await expect(button).toBeDisabled();
  await expect(page.getByTestId('signin-calendar').locator('[data-signed="1"]')).toHaveCount(1);
  await screenshot(page, 'signin-day-1');

  // A day passes (the demo door moves the loyalty clock of the server), and the member comes back.
  await api(page.request, '/api/demo/clock', { days: 1 });
  await page.reload();
  await expect(page.getByTestId('signin-today')).toContainText('10 積分，4 成長值');
  await button.click();
  await expect(toastOn(page)).toContainText('連續第 2 天，+10 積分，+4 成長值');
  // The streak's figure: the one all-digit text inside it (its title and unit are words).
  await expect(page.getByTestId('signin-streak').getByText(/^\d+$/)).toHaveText('2');
  await screenshot(page, 'signin-day-2', true);
  // The points records name each sign-in in the member's language.
  await page.goto('member/my_point');
  const records = page.getByTestId('point-records');
  await expect(records).toContainText('每日簽到，第 2 天');
  await expect(records).toContainText('註冊獎勵');
  await screenshot(page, 'my-point-zh-tw');
});
