import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';
import { loginAs, setTokenCookie } from '../support/session.ts';

test('terms and policy: the platform agreement, or a shop’s own terms', async ({ page, request }) => {
  const agreement = await api<{ title: string }>(request, '/api/register/aggrement', { lang: 'ko-kr' });
  await forceLang(page, 'ko-kr');
  await page.goto('terms-and-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agreement.title);
  await expect(page.getByTestId('agreement-text').locator('p').first()).toBeVisible();
  // The document's headings and paragraphs are shown as text: no stored markup (scripts, links) reaches the page.
  await expect(page.getByTestId('agreement-text').getByRole('heading').first()).toBeVisible();
  await expect(page.getByTestId('agreement-text').locator('script, a, img, iframe')).toHaveCount(0);
  await screenshot(page, 'account-terms-ko-kr', true);

  const terms = await api<{ title: string; site_name: string }>(request, '/api/shop/getShopTermsAndPolicy', {
    site_id: 1,
    lang: 'ko-kr',
  });
  await page.goto('terms-and-policy?site_id=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    terms.title || msg('ko-kr', 'account:terms.title'),
  );
  await expect(page.getByText(terms.site_name, { exact: false }).first()).toBeVisible();
});

test('a dead token on a member page sends the member to login and back', async ({ page }) => {
  await forceLang(page, 'en-us');
  await setTokenCookie(page.context(), 'x'.repeat(43));
  await page.goto('member/info');
  await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Finfo$/);
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('logging out elsewhere ends the session here on the next member call', async ({ page }) => {
  await forceLang(page, 'en-us');
  const token = await loginAs(page, 'demo', 'Demo@12345');
  await page.goto('member/index');
  await expect(page.getByTestId('member-nickname')).toBeVisible();
  await page.request.post('/api/login/logout', { data: { token } });
  await page.goto('member/security');
  await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmember%2Fsecurity$/);
});
