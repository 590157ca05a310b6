import { expect, test } from '../support/fixtures.ts';
import { websiteInfo } from '../support/api.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg, type Lang } from '../support/locales.ts';

test.describe('404', () => {
  for (const lang of ['en-us', 'zh-cn'] satisfies Lang[]) {
    test(`an unknown path shows the 404 page (${lang})`, async ({ page, request }) => {
      const site = await websiteInfo(request);
      await forceLang(page, lang);
      await page.goto('no-such-page');

      await expect(page.getByText(msg(lang, 'notFoundText'))).toBeVisible();
      await expect(page).toHaveTitle(`${msg(lang, 'routes:not_found')} - ${site.site_name}`);
      await screenshot(page, `not-found-${lang}`);

      await page.getByRole('link', { name: msg(lang, 'backHome') }).click();
      await expect(page).toHaveURL(/\/web\/index$/);
      await expect(page).toHaveTitle(`${msg(lang, 'routes:index')} - ${site.site_name}`);
    });
  }
});
