import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { LANGS, msg } from '../support/locales.ts';
import { loginAs } from '../support/session.ts';
import { expectNoRawText } from '../support/raw-text.ts';

const t = (key: string) => msg('en-us', `coupon:${key}`);

test.beforeEach(async ({ page }) => {
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
});

test('coupon centre → collect → my coupons shows it under unused', async ({ page }) => {
  await loginAs(page, 'bob', 'Bob@12345');
  await page.goto('coupon');
  await expect(page.getByRole('heading', { name: t('centre.title') })).toBeVisible();

  const offer = page.getByRole('article', { name: '$20 off orders over $199' });
  await expect(offer).toContainText('Stride & Carry');
  await expect(offer).toContainText('22% taken');
  await offer.getByRole('button', { name: t('ticket.collect'), exact: true }).click();
  await expect(page.getByText(t('collected'))).toBeVisible();
  // max_fetch 1: the button now says the limit is reached, and one more is taken.
  await expect(offer.getByRole('button', { name: t('ticket.limitReached') })).toBeDisabled();
  await expectNoRawText(page);
  await screenshot(page, 'coupon-centre', true);

  await page.getByRole('tab', { name: /Platform coupons/ }).click();
  const platform = page.getByRole('article', { name: 'Mall-wide $20 off over $200' });
  await platform.getByRole('button', { name: t('ticket.collect'), exact: true }).click();
  await expect(platform.getByRole('button', { name: t('ticket.limitReached') })).toBeDisabled();

  await page.goto('member/my_coupon');
  await expect(page.getByRole('tab', { name: /Unused/, selected: true })).toBeVisible();
  const held = page.getByRole('article', { name: '$20 off orders over $199' });
  await expect(held).toContainText('Stride & Carry');
  await expect(held.getByRole('link', { name: t('held.useNow') })).toHaveAttribute('href', /\/web\/shop-4$/);
  await expectNoRawText(page);
  await screenshot(page, 'my-coupon', true);

  await page.getByRole('tab', { name: t('source.platformCoupons') }).click();
  await expect(page).toHaveURL(/couponsource=2/);
  await expect(page.getByRole('article', { name: 'Mall-wide $20 off over $200' })).toBeVisible();
});

test("'all taken' and a visitor's collect that goes through login", async ({ page }) => {
  await page.goto('coupon');
  const gone = page.getByRole('article', { name: '$5 off, no minimum' });
  await expect(gone.getByRole('button', { name: t('ticket.allTaken') })).toBeDisabled();
  await expect(gone).toContainText('100% taken');

  await page
    .getByRole('article', { name: '$10 off orders over $99' })
    .getByRole('button', { name: t('ticket.collect'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcoupon/);
});

test('my coupons: used and expired tabs, with stamps', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@12345');
  await page.goto('member/my_coupon?couponsource=1&state=3');
  const expired = page.getByRole('article', { name: 'Back to school $8 off over $80' });
  await expect(expired).toContainText(t('state.expired'));
  await page.getByRole('tab', { name: /Used/ }).click();
  await expect(page.getByRole('article', { name: '15% off storewide, up to $30' })).toContainText(
    t('state.used'),
  );
  await screenshot(page, 'my-coupon-used', true);
});

for (const lang of LANGS) {
  test(`coupon centre in ${lang}: title, terms and the all-taken state in the language`, async ({ page }) => {
    await forceLang(page, lang);
    await page.goto('coupon');
    await expect(page.getByRole('heading', { name: msg(lang, 'coupon:centre.title') })).toBeVisible();
    const gone = page.getByRole('article', { name: '$5 off, no minimum' });
    await expect(gone.getByRole('button', { name: msg(lang, 'coupon:ticket.allTaken') })).toBeDisabled();
    await expect(gone).toContainText(msg(lang, 'coupon:face.noThreshold'));
    // A tab's name starts with its label; the count follows in brackets.
    const platformTab = msg(lang, 'coupon:centre.platformTab')
      .split('{{')[0]!
      .replace(/[（(]\s*$/, '')
      .trim();
    await page.getByRole('tab', { name: platformTab }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await screenshot(page, `coupon-centre-platform-${lang}`);
  });
}
