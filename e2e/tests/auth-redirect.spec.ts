import { expect, test } from '../support/fixtures.ts';
import { screenshot } from '../support/browser.ts';

test.describe('auth redirect', () => {
  test('a visitor opening a member page is sent to login with the path to come back to', async ({ page }) => {
    await page.goto('member/order_list');
    await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Forder_list$/);
    await screenshot(page, 'auth-redirect');
  });

  test('the query string is part of the path kept', async ({ page }) => {
    await page.goto('member/order_detail?order_id=5');
    await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Forder_detail%3Forder_id%3D5$/);
  });
});
