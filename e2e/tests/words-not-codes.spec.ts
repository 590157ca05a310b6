import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, screenshot } from '../support/browser.ts';
import { addAddress, apiAs, SELF_OPERATED_SKU } from '../support/checkout.ts';
import { msg, type Lang } from '../support/locales.ts';
import { expectNoRawText, rawTokens } from '../support/raw-text.ts';
import { memberWithCash, setWalletPin, WALLET_PIN } from '../support/wallet.ts';

/** The three languages every words-not-codes check runs in (issue #14 item 8). */
const CHECKED: Lang[] = ['zh-cn', 'en-us', 'ru'];

/** Switches the shopper's language the way the storefront remembers it, then opens the path. */
async function openIn(page: Page, lang: Lang, path: string): Promise<void> {
  await page.goto('index');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
}

/** What the locale shows for an amount of the site's dollars (Intl is the reference for grouping). */
const dollars = (lang: Lang, amount: number, places = 2) =>
  new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: places,
  }).format(amount);

test('the raw-text check itself catches keys and codes and lets words through', async ({ page }) => {
  expect(rawTokens('Pay type BALANCE')).toEqual(['BALANCE']);
  expect(rawTokens('paid by ONLINE_PAY, then sandbox')).toEqual(['ONLINE_PAY', 'sandbox']);
  expect(rawTokens('checkout:manjian.items and detail.followers')).toEqual([
    'checkout:manjian.items',
    'detail.followers',
  ]);
  expect(rawTokens('order.someMissingKey')).toEqual(['order.someMissingKey']);
  expect(rawTokens('Balance · alice@example.com · www.mall.com · 8.5折 · $12,345.00 · anna_lee')).toEqual([]);
  await page.setContent('<main><p>Status</p><p title="order:payType">ok</p></main>');
  await expect(expectNoRawText(page, 'a page with a raw title')).rejects.toThrow(/order:payType/);
  await page.setContent('<main><p>余额支付</p><input placeholder="Search goods"></main>');
  await expectNoRawText(page, 'a clean page');
});

test('an order paid by balance shows its pay type, status and money as words in zh-cn, en-us and ru', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  const { token, mobile } = await memberWithCash(page, '12345.00');
  await setWalletPin(page, token, mobile);
  await addAddress(page.request, token);
  const outTradeNo = await apiAs<string>(page.request, token, '/api/ordercreate/simpleCreate', {
    sku_id: SELF_OPERATED_SKU,
    num: 1,
    is_balance: 1,
    pay_password: WALLET_PIN,
    idempotency_key: `words-${Date.now()}`,
  });
  expect(outTradeNo).toBeTruthy();
  const [order] = (
    await apiAs<{ list: { order_id: number; pay_money: string; order_money: string }[] }>(
      page.request,
      token,
      '/api/order/lists',
      { page: 1, page_size: 1 },
    )
  ).list;
  const { balance_money: left } = await apiAs<{ balance_money: string }>(
    page.request,
    token,
    '/api/memberaccount/info',
    { account_type: 'balance,balance_money' },
  );

  for (const lang of CHECKED) {
    await openIn(page, lang, `member/order_detail?order_id=${order!.order_id}`);
    const payRow = page.locator('.ord-facts > div').filter({ hasText: msg(lang, 'order:payType') });
    await expect(payRow.locator('dd')).toHaveText(msg(lang, 'enums:payType.BALANCE'), { timeout: 30_000 });
    await expect(page.locator('.ord-status-big')).toHaveText(msg(lang, 'enums:orderStatus.1'));
    await expectNoRawText(page);
    await screenshot(page, `words-order-detail-${lang}`, true);

    // The cash left after the order, grouped the locale's way ("$12,0xx.xx", "12 0xx,xx $").
    await openIn(page, lang, 'member/account');
    await expect(page.getByTestId('wallet-cash')).toContainText(dollars(lang, Number(left)), {
      timeout: 30_000,
    });
    await expectNoRawText(page);
    await screenshot(page, `words-wallet-${lang}`, true);
  }
});

test('coupon labels read right in zh-cn, en-us and ru: no "off off", no "减8.5折"', async ({ page }) => {
  test.setTimeout(180_000);
  await closeFloatLayerWhenShown(page);
  // The self-operated shop offers "15% off, no minimum" (8.5折) and "$10 off over $99".
  const expected: Record<string, { discount: string; moneyOff: string }> = {
    'zh-cn': { discount: '8.5折', moneyOff: '满$99减$10' },
    'en-us': { discount: '15% off', moneyOff: '$10 off $99+' },
    // Russian puts the symbol after the amount: "−10 $ от 99 $".
    ru: { discount: 'Скидка 15%', moneyOff: `−${dollars('ru', 10, 0)} от ${dollars('ru', 99, 0)}` },
  };
  for (const lang of CHECKED) {
    await openIn(page, lang, `sku-${SELF_OPERATED_SKU}`);
    const tags = page.locator('.goods-coupons__tag');
    await expect(tags.first()).toBeVisible({ timeout: 30_000 });
    const texts = await tags.allTextContents();
    expect(texts).toContain(expected[lang]!.discount);
    expect(texts).toContain(expected[lang]!.moneyOff);
    for (const text of texts) expect(text).not.toMatch(/off off|减\d+(\.\d+)?折|−Скидка/);
    await expectNoRawText(page);
    await screenshot(page, `words-goods-coupons-${lang}`);

    await openIn(page, lang, 'coupon');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/off off|减\d+(\.\d+)?折/);
    await expectNoRawText(page);
    await screenshot(page, `words-coupon-centre-${lang}`, true);
  }
});

/** Left edge of the shortcuts minus the right edge of `link`: the clear space between the bar's two halves. */
async function spaceBeforeShortcuts(page: Page, linkName: string, role: 'link' | 'button'): Promise<number> {
  const left = (await page.locator('.mc-top-bar-left').getByRole(role, { name: linkName }).boundingBox())!;
  const nav = page.getByRole('navigation', { name: msg('ru', 'chrome:topBar.shortcuts') });
  const right = (await nav.boundingBox())!;
  return right.x - (left.x + left.width);
}

test('the Russian top bar keeps "Выйти" and "Мои заказы" apart', async ({ page }) => {
  await closeFloatLayerWhenShown(page);
  // A guest: the welcome gives way, "Войти" and "Регистрация" stay whole and clear of the shortcuts.
  await openIn(page, 'ru', 'index');
  await expect(
    page.locator('.mc-top-bar-left').getByRole('link', { name: msg('ru', 'chrome:topBar.register') }),
  ).toBeVisible({ timeout: 30_000 });
  expect(
    await spaceBeforeShortcuts(page, msg('ru', 'chrome:topBar.register'), 'link'),
  ).toBeGreaterThanOrEqual(16);
  await page.locator('.mc-top-bar').screenshot({ path: 'screenshots/words-top-bar-ru-guest.png' });

  await memberWithCash(page, '1.00');
  await openIn(page, 'ru', 'index');
  const logout = page.getByRole('button', { name: msg('ru', 'account:topBar.logout') });
  const orders = page
    .getByRole('navigation', { name: msg('ru', 'chrome:topBar.shortcuts') })
    .getByRole('link', { name: msg('ru', 'chrome:topBar.myOrders') });
  await expect(logout).toBeVisible({ timeout: 30_000 });
  const a = (await logout.boundingBox())!;
  const b = (await orders.boundingBox())!;
  // Clear space between the two, as between any other links of the bar.
  expect(b.x - (a.x + a.width)).toBeGreaterThanOrEqual(16);
  await expectNoRawText(page);
  await page.locator('.mc-top-bar').screenshot({ path: 'screenshots/words-top-bar-ru.png' });
});
