import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { websiteInfo, type WebsiteInfo } from '../support/api.ts';
import { closeFloatLayerWhenShown, screenshot, startInLang } from '../support/browser.ts';
import { HTML_LANG, LANG_NAME, msg, type Lang } from '../support/locales.ts';

/** From English through the other four; the last one is then checked across a reload. */
const SEQUENCE: Lang[] = ['zh-cn', 'zh-tw', 'ko-kr', 'ru'];

async function chooseLanguage(page: Page, lang: Lang) {
  await page.getByTestId('lang-switch').click();
  // The open list names each language in itself; the closed switcher shows only the current one.
  await page.getByRole('option', { name: LANG_NAME[lang], exact: true }).click();
}

async function expectLanguage(page: Page, lang: Lang, site: WebsiteInfo) {
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(page.getByTestId('lang-switch')).toContainText(LANG_NAME[lang]);
  await expect(page).toHaveTitle(`${msg(lang, 'routes:index')} - ${site.site_name}`);
  // Chrome and page labels come from this language's message files.
  await expect(
    page.getByRole('button', { name: msg(lang, 'chrome:search.button'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: msg(lang, 'chrome:search.label') })).toBeVisible();
  await expect(
    page.getByTestId('home-notices').getByText(msg(lang, 'home:notices.title'), { exact: true }),
  ).toBeVisible();
}

test('the language switcher goes through all five languages and the choice survives a reload', async ({
  page,
  request,
}) => {
  // Five switches and two reloads, each refetching the server's labels: more than one page's worth of time.
  test.slow();
  const site = await websiteInfo(request);
  await startInLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto('index');
  await expectLanguage(page, 'en-us', site);

  await page.getByTestId('lang-switch').click();
  for (const name of Object.values(LANG_NAME))
    await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  for (const lang of SEQUENCE) {
    await chooseLanguage(page, lang);
    await expectLanguage(page, lang, site);
    await screenshot(page, `language-${lang}`);
  }

  await page.reload();
  await expectLanguage(page, 'ru', site);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');

  await chooseLanguage(page, 'en-us');
  await expectLanguage(page, 'en-us', site);
  await page.reload();
  await expectLanguage(page, 'en-us', site);
  await screenshot(page, 'language-en-us');
});
