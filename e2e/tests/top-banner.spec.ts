import { expect, test } from '@playwright/test';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

test('the top banner closes for one visit; after the third close it stays away', async ({ page }) => {
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto('index');
  const banner = page.getByTestId('top-banner');
  const close = banner.getByRole('button', { name: msg('en-us', 'chrome:topBanner.close') });

  for (let closes = 1; closes <= 3; closes++) {
    await expect(banner).toBeVisible();
    if (closes === 1) await screenshot(page, 'top-banner');
    await close.click();
    await expect(banner).toBeHidden();
    await page.reload();
  }

  // "Hidden" only means something once the page has rendered and every call (the advert too) was answered.
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('floor').first()).toBeVisible();
  await screenshot(page, 'top-banner-after-three-closes');
});
