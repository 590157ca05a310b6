import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, loadAllPictures, screenshot } from '../support/browser.ts';
import { msg, type Lang } from '../support/locales.ts';

interface Card {
  sku_id: number;
  goods_id: number;
  sku_name: string;
  goods_name: string;
  site_id: number;
}
interface Paged<T> {
  count: number;
  list: T[];
}
interface CategoryNode {
  category_id: number;
  category_name: string;
  level: number;
  child_list: CategoryNode[];
}

const page1 = (request: APIRequestContext, fields: Record<string, unknown>) =>
  api<Paged<Card>>(request, '/api/goodssku/page', { page: 1, page_size: 20, ...fields });

test.describe('catalog discovery', () => {
  // Six people share two cores: a page's first paint can take long; no sleeps, only longer waits.
  test.slow();
  const loaded = { timeout: 30_000 };

  test('category tree and brand wall lead into goods lists', async ({ page, request }) => {
    const lang: Lang = 'en-us';
    const tree = await api<CategoryNode[]>(request, '/api/goodscategory/tree', {
      level: 3,
      template: 2,
      lang,
    });
    await forceLang(page, lang);
    await page.goto('category');
    const first = tree[0]!;
    await expect(page.getByRole('heading', { name: first.category_name, level: 2, exact: true })).toBeVisible(
      loaded,
    );
    for (const node of tree)
      await expect(
        page.getByRole('heading', { name: node.category_name, level: 2, exact: true }),
      ).toBeVisible(loaded);
    await screenshot(page, 'catalog-category');

    const leaf = first.child_list[0]!.child_list[0]!;
    await page.getByRole('link', { name: leaf.category_name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/list\\?category_id=${leaf.category_id}&level=3`), loaded);
    await expect(page.getByTestId('goods-list')).toBeVisible(loaded);

    await page.goto('brand');
    await expect(page.getByRole('heading', { name: msg(lang, 'catalog:brand.title') })).toBeVisible(loaded);
    const brandTile = page.locator('.brand-tile').first();
    await expect(brandTile).toBeVisible(loaded);
    await loadAllPictures(page);
    await screenshot(page, 'catalog-brand', true);
    await brandTile.click();
    await expect(page).toHaveURL(/\/list\?brand=\d+/, loaded);
    await expect(page.getByTestId('goods-list').or(page.locator('.list-empty'))).toBeVisible(loaded);
  });

  test('list: filter, sort, page and come back with the URL', async ({ page, request }) => {
    const lang: Lang = 'en-us';
    await forceLang(page, lang);
    await closeFloatLayerWhenShown(page);
    const tree = await api<CategoryNode[]>(request, '/api/goodscategory/tree', {
      level: 3,
      template: 2,
      lang,
    });
    const top = tree[0]!;
    await page.goto(`list?category_id=${top.category_id}&level=1`);
    const grid = page.getByTestId('goods-list');
    await expect(grid).toBeVisible(loaded);
    const total = (await page1(request, { category_id: top.category_id, category_level: 1 })).count;
    await expect(
      page.getByText(msg(lang, 'catalog:list.resultCount').replace('{{count}}', String(total))),
    ).toBeVisible(loaded);

    // Sort by price, lowest first: the first card is the cheapest of the category.
    await page.getByRole('button', { name: msg(lang, 'catalog:list.sortPrice') }).click();
    await expect(page).toHaveURL(/order=discount_price&sort=asc/, loaded);
    const cheapest = await page1(request, {
      category_id: top.category_id,
      category_level: 1,
      order: 'discount_price',
      sort: 'asc',
    });
    await expect(grid.getByTestId('goods-card').first()).toHaveAttribute(
      'href',
      `/web/sku-${cheapest.list[0]!.sku_id}`,
      loaded,
    );
    await page.getByRole('button', { name: msg(lang, 'catalog:list.sortSales') }).click();
    await expect(page).toHaveURL(/order=sale_num&sort=desc/, loaded);

    // A brand filter narrows the list and shows as a removable tag.
    const brandButton = page.locator('.list-brand').first();
    await brandButton.click();
    await expect(page).toHaveURL(/brand=\d+/, loaded);
    await expect(page.locator('.list-chosen__tag')).toBeVisible(loaded);
    await screenshot(page, 'catalog-list-filters', true);

    // An attribute value narrows further and shows as a removable tag too.
    const attrButton = page.locator('.list-attr-values button').first();
    const attrValue = (await attrButton.innerText()).trim();
    await attrButton.click();
    await expect(page).toHaveURL(/attr=\d+%3A\d+|attr=\d+:\d+/, loaded);
    await expect(page.locator('.list-chosen__tag', { hasText: attrValue })).toBeVisible(loaded);
    await page.locator('.list-chosen__tag', { hasText: attrValue }).click();
    await expect(page).not.toHaveURL(/attr=/, loaded);

    // Price range.
    await page.getByRole('spinbutton', { name: msg(lang, 'catalog:list.priceMin') }).fill('1');
    await page.getByRole('spinbutton', { name: msg(lang, 'catalog:list.priceMax') }).fill('99999');
    await page.getByRole('button', { name: msg(lang, 'catalog:list.priceApply'), exact: true }).click();
    await expect(page).toHaveURL(/min_price=1\.00&max_price=99999\.00/, loaded);

    // Back undoes the price filter; reload keeps the brand.
    await page.goBack();
    await expect(page).not.toHaveURL(/min_price/, loaded);
    await page.reload();
    await expect(page.locator('.list-chosen__tag')).toBeVisible(loaded);
  });

  for (const [lang, keyword] of [
    ['en-us', 'phone'],
    ['zh-cn', '手机'],
  ] as const) {
    test(`keyword search in ${lang}: "${keyword}"`, async ({ page, request }) => {
      const expected = await page1(request, { keyword });
      expect(expected.count, `the demo data has goods for ${keyword}`).toBeGreaterThan(0);
      await forceLang(page, lang);
      await closeFloatLayerWhenShown(page);
      await page.goto('index');
      // Type only once the home page has rendered, as a person would; a box filled during the first load can
      // be re-rendered empty by the lazy page arriving.
      await expect(page.getByTestId('home-carousel')).toBeVisible(loaded);
      const box = page.getByRole('searchbox', { name: msg(lang, 'chrome:search.label') });
      await box.fill(keyword);
      await expect(box).toHaveValue(keyword);
      await page.getByRole('button', { name: msg(lang, 'chrome:search.button'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/list\\?keyword=${encodeURIComponent(keyword)}`), loaded);
      const first = expected.list[0]!;
      await expect(page.getByTestId('goods-list').getByTestId('goods-card').first()).toHaveAttribute(
        'href',
        `/web/sku-${first.sku_id}`,
        loaded,
      );
      await expect(
        page.getByText(msg(lang, 'catalog:list.resultCount').replace('{{count}}', String(expected.count))),
      ).toBeVisible(loaded);
      await page.goto(`list?keyword=${encodeURIComponent('zzqx-no-such-goods')}`);
      await expect(page.getByText(msg(lang, 'catalog:list.empty'))).toBeVisible(loaded);
    });
  }

  test('shop goods list inside the shop layout, and without a shop id', async ({ page, request }) => {
    const lang: Lang = 'en-us';
    await forceLang(page, lang);
    const any = await page1(request, {});
    const siteId = any.list[0]!.site_id;
    const shopGoods = await page1(request, { site_id: siteId });
    await page.goto(`shopList?site_id=${siteId}`);
    await expect(
      page.getByRole('complementary', { name: msg(lang, 'catalog:shopList.categories') }),
    ).toBeVisible(loaded);
    await expect(page.getByTestId('goods-list').getByTestId('goods-card').first()).toHaveAttribute(
      'href',
      `/web/sku-${shopGoods.list[0]!.sku_id}`,
      loaded,
    );
    // The shop header's search (shop layout) searches this list by keyword.
    const shopSearch = page.getByRole('searchbox', { name: msg(lang, 'shop:searchShop') });
    await shopSearch.fill('zzqx-nothing');
    await shopSearch.press('Enter');
    await expect(page).toHaveURL(/keyword=zzqx-nothing/, loaded);
    await expect(page.getByText(msg(lang, 'catalog:list.empty'))).toBeVisible(loaded);
    await page.getByRole('button', { name: msg(lang, 'catalog:shopList.clearSearch') }).click();
    await expect(page).not.toHaveURL(/keyword=/, loaded);
    await expect(page.getByTestId('goods-list')).toBeVisible(loaded);
    await page.goto('shopList');
    await expect(page.getByText(msg(lang, 'catalog:shopList.missingShop'))).toBeVisible(loaded);
    await page.goto(`shopList?site_id=${siteId}`);
    await screenshot(page, 'catalog-shop-list', true);
  });
});
