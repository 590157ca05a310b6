import { expect, test } from '../support/fixtures.ts';
import { websiteInfo } from '../support/api.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('after a client-side navigation the title and favicon follow the site information', async ({
  page,
  request,
}) => {
  const site = await websiteInfo(request);
  const logoPath = site.logo.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+/, '');
  expect(logoPath, 'the site information names a logo').not.toBe('');
  await forceLang(page, 'en-us');

  await page.goto('index');
  await expect(page).toHaveTitle(`${msg('en-us', 'routes:index')} - ${site.site_name}`);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // A history navigation the router picks up, as a link inside the app would do.
  await page.evaluate(() => {
    history.pushState(null, '', '/web/cart');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/web\/cart$/);
  await expect(page).toHaveTitle(`${msg('en-us', 'routes:cart')} - ${site.site_name}`);
  await expect(page.locator('link#favicon')).toHaveAttribute(
    'href',
    new RegExp(`${escapeRegExp(logoPath)}$`),
  );
  expect(await page.evaluate(() => '__sameDocument' in window), 'no full page load happened').toBe(true);
  await screenshot(page, 'title-favicon');
});
