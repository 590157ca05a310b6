import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { LANGS, msg, type Lang } from '../support/locales.ts';
import { amountIn } from '../support/money.ts';

/** antd's own Popconfirm buttons, from the antd locale the language switch selects (not from our files). */
const ANTD_CONFIRM: Record<Lang, { ok: string; cancel: string }> = {
  'zh-cn': { ok: '确定', cancel: '取消' },
  'zh-tw': { ok: '確定', cancel: '取消' },
  'en-us': { ok: 'OK', cancel: 'Cancel' },
  'ko-kr': { ok: '확인', cancel: '취소' },
  ru: { ok: 'OK', cancel: 'Отмена' },
};

const GUEST_CART = [
  { sku_id: 1, num: 2, sku_name: 'Guest line one', price: '10.50', sku_image: '' },
  { sku_id: 2, num: 1, sku_name: 'Guest line two', price: '3.25', sku_image: '' },
];

for (const lang of LANGS) {
  test(`cart dropdown in ${lang}: guest lines, total, and a delete confirmed with antd's ${lang} buttons`, async ({
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
    const confirm = page.getByRole('tooltip').filter({ hasText: msg(lang, 'chrome:cart.confirmDelete') });
    await expect(confirm.getByRole('button', { name: ANTD_CONFIRM[lang].ok, exact: true })).toBeVisible();
    await screenshot(page, `cart-confirm-${lang}`);
    await confirm.getByRole('button', { name: ANTD_CONFIRM[lang].cancel, exact: true }).click();
    // Reopening while the first pop-up still fades out would toggle that one instead (seen on a loaded machine).
    await expect(confirm).toBeHidden();
    await cart.hover();
    await expect(lines).toHaveCount(2);

    await lines.filter({ hasText: 'Guest line one' }).getByRole('button', { name: deleteText }).click();
    const ok = confirm.getByRole('button', { name: ANTD_CONFIRM[lang].ok, exact: true });
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
