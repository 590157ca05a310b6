import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { LANGS, msg } from '../support/locales.ts';
import { amountIn } from '../support/money.ts';

const GUEST_CART = [
  { sku_id: 1, num: 2, sku_name: 'Guest line one', price: '10.50', sku_image: '' },
  { sku_id: 2, num: 1, sku_name: 'Guest line two', price: '3.25', sku_image: '' },
];

for (const lang of LANGS) {
  test(`cart dropdown in ${lang}: guest lines, total, and a delete confirmed over its line`, async ({
    page,
  }) => {
    await forceLang(page, lang);
    await page.addInitScript((lines) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('localCartData', JSON.stringify(lines));
        sessionStorage.setItem('seeded', '1');
      }
    }, GUEST_CART);
    await closeFloatLayerWhenShown(page);
    await page.goto('index');

    const cart = page.getByTestId('header-cart');
    const lines = page.getByTestId('cart-dropdown-lines').locator('li');
    // The panel is built on the first hover; a hover that lands while the first-visit float layer is up never
    // reaches the cart, so hover again until the panel shows. The mouse leaves first: a hover at the same spot
    // moves nothing, so the browser would send no new mouseenter.
    // Each try is bounded: a page whose frames stall (seen once in CI) fails in 30 s and is retried, not in 90.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await cart.hover({ timeout: 5_000 });
      await expect(lines).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // 2 × 10.50 + 1 × 3.25, with two decimals.
    await expect(cart).toContainText(amountIn(lang, '24.25'));

    const deleteText = msg(lang, 'chrome:cart.delete');
    await lines.filter({ hasText: 'Guest line one' }).getByRole('button', { name: deleteText }).click();
    const confirm = page.getByRole('alertdialog', { name: msg(lang, 'chrome:cart.confirmDelete') });
    const okName = { name: msg(lang, 'common:confirm.yes'), exact: true };
    // The question takes the focus on OK, and the panel stays open while it is asked.
    await expect(confirm.getByRole('button', okName)).toBeFocused();
    await screenshot(page, `cart-confirm-${lang}`);
    await confirm.getByRole('button', { name: msg(lang, 'common:confirm.no'), exact: true }).click();
    await expect(confirm).toBeHidden();
    await cart.hover();
    await expect(lines).toHaveCount(2);

    await lines.filter({ hasText: 'Guest line one' }).getByRole('button', { name: deleteText }).click();
    const ok = confirm.getByRole('button', okName);
    await expect(ok).toBeVisible();
    await ok.click();
    await expect(confirm).toBeHidden();
    await cart.hover();
    await expect(lines).toHaveCount(1);
    await expect(cart).toContainText(amountIn(lang, '3.25'));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('localCartData') ?? '[]').length)).toBe(
      1,
    );
  });
}
