import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot, toastOn } from '../support/browser.ts';
import { freshBuyer } from '../support/checkout.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg, msg } from '../support/locales.ts';
import { operatorToken } from '../support/wallet.ts';

const c = (key: string) => consoleMsg('ru', key);
const s = (key: string) => msg('ru', key);

test('the operator (ru) gives a coupon on sign-in day 1; a member signs in and gets it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const name = `Подарок ${Date.now().toString(36)}`;
  const admin = await operatorToken(page.request);
  const op = (url: string, data: Record<string, unknown> = {}) =>
    api<Record<string, unknown>>(page.request, `/operator/api/${url}`, { token: admin, ...data });
  const before = await op('loyalty/settings');
  await op('platformcoupon/add', {
    platformcoupon_name: name,
    money: '5',
    at_least: '50',
    count: 10_000,
    validity_type: 1,
    fixed_term: 7,
  });

  try {
    const consolePage = await browser.newPage();
    await consolePage.addInitScript(() => localStorage.setItem('console.lang', 'ru'));
    await consoleLogin(consolePage, 'ru', {
      audience: 'operator',
      username: 'admin',
      password: 'Admin@12345',
    });
    await consolePage.getByRole('menuitem', { name: c('routes:loyaltyRules') }).click();
    const dayOne = consolePage.getByTestId('award-row').first();
    await dayOne.getByLabel(c('loyalty:coupon')).click();
    await consolePage.locator('.ant-select-item-option').filter({ hasText: name }).click();
    await screenshot(consolePage, 'console-signin-coupon');
    await consolePage.getByRole('button', { name: c('loyalty:save') }).click();
    await expect(toastOn(consolePage)).toContainText(c('loyalty:saved'));
    await consolePage.close();

    await closeFloatLayerWhenShown(page);
    await freshBuyer(page);
    await forceLang(page, 'ru');
    await page.goto('member/signin');
    await expect(page.getByTestId('signin-today-coupon')).toContainText(name);
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('5.00');
    await page.getByTestId('signin-button').click();
    await expect(toastOn(page)).toContainText(`${s('loyalty:signin.coupon')} +1`);
    await expect(page.getByTestId('signin-button')).toHaveText(s('loyalty:signin.already'));
    await screenshot(page, 'signin-coupon-ru', true);
  } finally {
    await op('loyalty/savesettings', before);
  }
});
