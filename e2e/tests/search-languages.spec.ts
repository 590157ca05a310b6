import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { msg, type Lang } from '../support/locales.ts';

/** SEARCH_KEYWORD_MAX of packages/contracts: the box's limit, which the server states when refusing. */
const SEARCH_KEYWORD_MAX = 100;

interface Paged {
  count: number;
  list: { goods_id: number; goods_name: string }[];
}

/** The word for "phone" a shopper of each language types; the phones are named in several languages. */
const PHONE: [Lang, string][] = [
  ['zh-cn', '手机'],
  ['en-us', 'phone'],
  ['ru', 'телефон'],
];

test.describe('search across languages', () => {
  test.slow();
  const loaded = { timeout: 30_000 };

  for (const [lang, word] of PHONE)
    test(`"${word}" finds phones named in other languages (${lang})`, async ({ page, request }) => {
      const found = await api<Paged>(request, '/api/goodssku/page', { keyword: word, page_size: 20, lang });
      // Phones whose own name lacks the word come through their category's name in this language.
      const other = found.list.find((g) => !g.goods_name.toLowerCase().includes(word));
      expect(other, `a goods without "${word}" in its name`).toBeTruthy();
      await forceLang(page, lang);
      // The home page's pop-up takes the focus when it opens; typing must not race it.
      await closeFloatLayerWhenShown(page);
      await page.goto('index');
      const box = page.getByRole('searchbox', { name: msg(lang, 'chrome:search.label') }).first();
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/list\?keyword=/, loaded);
      await expect(page.getByTestId('goods-list').getByText(other!.goods_name).first()).toBeVisible(loaded);
      await screenshot(page, `search-languages-${lang}`);
    });

  for (const lang of ['zh-cn', 'ru'] as Lang[])
    test(`the search box stops at ${SEARCH_KEYWORD_MAX} characters and says so (${lang})`, async ({
      page,
    }) => {
      await forceLang(page, lang);
      // The home page's pop-up takes the focus when it opens; typing must not race it.
      await closeFloatLayerWhenShown(page);
      await page.goto('index');
      const box = page.getByRole('searchbox', { name: msg(lang, 'chrome:search.label') }).first();
      const limit = msg(lang, 'chrome:search.tooLong').replace('{{max}}', String(SEARCH_KEYWORD_MAX));
      await box.fill('a'.repeat(SEARCH_KEYWORD_MAX - 1));
      await expect(page.getByText(limit)).toHaveCount(0);
      await box.pressSequentially('bc');
      await expect(box).toHaveValue(`${'a'.repeat(SEARCH_KEYWORD_MAX - 1)}b`);
      await expect(page.getByRole('status').filter({ hasText: limit })).toBeVisible();
      await screenshot(page, `search-limit-${lang}`);
      // A longer keyword arriving in the address is refused by the server with the same limit, not cut.
      await page.goto(`list?keyword=${'x'.repeat(SEARCH_KEYWORD_MAX + 1)}`);
      await expect(page.locator('.list-empty').getByText(limit)).toBeVisible(loaded);
      await screenshot(page, `search-too-long-${lang}`);
    });
});
