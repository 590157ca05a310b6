import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';
import { freshMobile, registerByApi } from '../support/account-pages.ts';
import { chooseRegion } from '../support/region.ts';
import { setTokenCookie } from '../support/session.ts';

const lang = 'en-us';
const t = (key: string) => msg(lang, `address:${key}`);

/** Fills the address form; region is [province, city, district] as the area data names them. */
async function fillAddress(
  page: Page,
  v: { name: string; mobile: string; region: string[]; detail: string },
) {
  await page.getByLabel(t('name'), { exact: true }).fill(v.name);
  await page.getByLabel(t('mobile'), { exact: true }).fill(v.mobile);
  await chooseRegion(page, v.region, lang);
  await page.getByLabel(t('detail'), { exact: true }).fill(v.detail);
}

test('member adds, edits, makes default and deletes delivery addresses', async ({ page }) => {
  await forceLang(page, lang);
  await closeFloatLayerWhenShown(page);
  // A member of its own: a retry after a timeout starts from an empty book again, as the first try did.
  await setTokenCookie(page.context(), await registerByApi(page.request, freshMobile(), 'Address@2026'));
  await page.goto('member/delivery_address');
  // The first page of a fresh server can be slow on a busy machine: its first assertion waits longer.
  await expect(page.getByText(t('empty'))).toBeVisible({ timeout: 30_000 });

  // The first address: a wrong mobile is refused with the spec's text, then it is saved as the default.
  await page.getByRole('button', { name: t('add') }).click();
  await fillAddress(page, {
    name: 'Bob Chen',
    mobile: '12345',
    region: ['浙江省', '杭州市', '西湖区'],
    detail: '文三路 100 号',
  });
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page.getByText(t('mobileFormat'))).toBeVisible();
  await page.getByLabel(t('mobile'), { exact: true }).fill('13811112222');
  await screenshot(page, 'address-edit', true);
  await page.getByRole('button', { name: t('save') }).click();
  await expect(page).toHaveURL(/member\/delivery_address$/);
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(t('default'));
  await expect(cards.first()).toContainText('浙江省 杭州市 西湖区');

  // A second address, then it becomes the default.
  await page.getByRole('button', { name: t('add') }).click();
  await fillAddress(page, {
    name: 'Bob Office',
    mobile: '13900001111',
    region: ['北京市', '北京市', '朝阳区'],
    detail: '建国路 88 号',
  });
  await page.getByRole('button', { name: t('save') }).click();
  await expect(cards).toHaveCount(2);
  const office = cards.filter({ hasText: 'Bob Office' });
  await office.getByRole('button', { name: t('makeDefault') }).click();
  await expect(cards.first()).toContainText('Bob Office');
  await expect(cards.first()).toContainText(t('default'));

  // The default address has no delete; the other one is deleted after a confirmation.
  await expect(office.getByRole('button', { name: t('delete') })).toHaveCount(0);
  const home = cards.filter({ hasText: 'Bob Chen' });
  await home.getByRole('button', { name: t('delete') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK', exact: true }).click();
  await expect(cards).toHaveCount(1);

  // Editing keeps the region and changes the name.
  await office.getByRole('link', { name: t('edit') }).click();
  await expect(page.getByLabel(t('name'), { exact: true })).toHaveValue('Bob Office');
  await expect(
    page.getByRole('combobox', { name: t('district'), exact: true }).locator('option:checked'),
  ).toHaveText('朝阳区');
  await page.getByLabel(t('name'), { exact: true }).fill('Bob Chen (office)');
  await page.getByRole('button', { name: t('save') }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bob Chen (office)');
  await expect(cards.first()).toContainText('北京市 北京市 朝阳区');
  await screenshot(page, 'address-list', true);
});
