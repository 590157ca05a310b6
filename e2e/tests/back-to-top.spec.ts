import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';

const scrollTo = (y: number) => window.scrollTo({ top: y, behavior: 'instant' });

test('back-to-top appears after 300 px of scrolling and takes the shopper back up', async ({ page }) => {
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  // The first-visit float layer is a modal that blocks scrolling; page.evaluate does not trigger the locator
  // handler that closes it, so this journey starts as a returning visitor who has seen it.
  await page.addInitScript(() => localStorage.setItem('floatLayerShown', '1'));
  await page.goto('index');
  const backToTop = page.getByTestId('back-to-top');
  // The page is rendered (and long) once the footer shows; only then does "hidden" mean something.
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(backToTop).toBeHidden();

  // The floors may still be arriving, and a short page cannot scroll 600 px yet: scroll until it can.
  const scrollDownUntilShown = () =>
    expect(async () => {
      await page.evaluate(scrollTo, 600);
      await expect(backToTop).toBeVisible({ timeout: 1_000 });
    }).toPass();
  await scrollDownUntilShown();
  await screenshot(page, 'back-to-top');

  // Back above the threshold (300 px, spec §9) it goes away again.
  await page.evaluate(scrollTo, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(300);
  await expect(backToTop).toBeHidden();

  await scrollDownUntilShown();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});
