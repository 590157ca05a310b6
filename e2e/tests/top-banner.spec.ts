import type { Response } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

/** The advert position of the top banner (NS_PC_INDEX_TOP), as the storefront asks for it. */
const isTopBannerAdvert = (response: Response) =>
  response.url().includes('/api/adv/detail') &&
  response.request().postData()?.includes('NS_PC_INDEX_TOP') === true;

test('the top banner closes for one visit; after the third close it stays away', async ({ page }) => {
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto('index');
  const banner = page.getByTestId('top-banner');
  const close = banner.getByRole('button', { name: msg('en-us', 'chrome:topBanner.close') });

  let advertAnswered: Promise<unknown> = Promise.resolve();
  for (let closes = 1; closes <= 3; closes++) {
    await expect(banner).toBeVisible();
    if (closes === 1) await screenshot(page, 'top-banner');
    await close.click();
    await expect(banner).toBeHidden();
    advertAnswered = page.waitForResponse(isTopBannerAdvert);
    await page.reload();
  }

  // "Hidden" only means something once the page has rendered and the banner's advert call was answered.
  await advertAnswered;
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('floor').first()).toBeVisible();
  await screenshot(page, 'top-banner-after-three-closes');
});
