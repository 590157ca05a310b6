import { expect, test } from '../support/fixtures.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

test.describe('closed site', () => {
  test.beforeEach(async ({ page }) => {
    await forceLang(page, 'en-us');
    // The real answer with the web site switched off, as the platform would send it.
    await page.route('**/api/website/info', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.web_status = 0;
      await route.fulfill({ response, json: body });
    });
  });

  for (const path of ['index', 'cart']) {
    test(`/web/${path} ends at /web/closed`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/web\/closed$/);
      await expect(page.getByText(msg('en-us', 'closedText'))).toBeVisible();
      if (path === 'index') await screenshot(page, 'closed-site');
    });
  }

  test('/web/closed itself stays', async ({ page }) => {
    await page.goto('closed');
    await expect(page.getByText(msg('en-us', 'closedText'))).toBeVisible();
    await expect(page).toHaveURL(/\/web\/closed$/);
  });
});
