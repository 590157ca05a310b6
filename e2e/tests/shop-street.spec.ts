import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { forceLang, loadAllPictures, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

interface StreetShop {
  site_id: number;
  site_name: string;
  is_own: number;
}
interface Paged<T> {
  count: number;
  list: T[];
}

test.describe('shop street and shop pages', () => {
  test('shop street → search → shop home → shop goods list', async ({ page, request }) => {
    const all = await api<Paged<StreetShop>>(request, '/api/shop/page', { page: 1, page_size: 10 });
    await page.goto('street');
    const rows = page.getByTestId('street-shop');
    await expect(rows).toHaveCount(all.list.length);
    await expect(page.getByRole('heading', { name: msg('en-us', 'shop:street.title') })).toBeVisible();
    await loadAllPictures(page);
    await screenshot(page, 'shop-street', true);

    // Sorting by sales puts the best seller first and keeps the choice in the address.
    const bySales = await api<Paged<StreetShop>>(request, '/api/shop/page', {
      order: 'shop_sales',
      page: 1,
      page_size: 10,
    });
    await page.getByRole('tab', { name: msg('en-us', 'shop:street.sortSales') }).click();
    await expect(page).toHaveURL(/street\?order=shop_sales$/);
    await expect(rows.first()).toContainText(bySales.list[0]!.site_name);

    // The header's shop search lands on the street with the keyword.
    const target = all.list.find((s) => !s.is_own) ?? all.list[0]!;
    const keyword = target.site_name.split(' ')[0]!;
    await page.getByRole('tab', { name: msg('en-us', 'chrome:search.shop') }).click();
    await page.getByRole('searchbox', { name: msg('en-us', 'chrome:search.label') }).fill(keyword);
    await page.getByRole('button', { name: msg('en-us', 'chrome:search.button'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`street\\?keyword=${encodeURIComponent(keyword)}$`));
    await expect(rows.filter({ hasText: target.site_name })).toHaveCount(1);

    await rows
      .filter({ hasText: target.site_name })
      .getByRole('link', { name: msg('en-us', 'shop:street.enter') })
      .click();
    await expect(page).toHaveURL(new RegExp(`shop-${target.site_id}$`));
    const strip = page.getByTestId('shop-strip');
    await expect(strip.getByRole('heading', { name: target.site_name })).toBeVisible();
    await expect(page.getByTestId('shop-info-card')).toBeVisible();
    await expect(page.getByTestId('shop-home').getByTestId('goods-card').first()).toBeVisible();
    await loadAllPictures(page);
    await screenshot(page, 'shop-home', true);

    // The shop's terms open in a dialog (its code arrives with the first opening); Escape closes it.
    await page
      .getByTestId('shop-info-card')
      .getByRole('button', { name: msg('en-us', 'shop:info.terms') })
      .click();
    const terms = page.getByRole('dialog');
    await expect(terms).toBeVisible();
    await expect(terms.locator('.shop-terms')).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    // All goods: the shop's goods list renders inside the single-shop layout, under the shop's header.
    await page
      .getByTestId('shop-nav')
      .getByRole('link', { name: msg('en-us', 'shop:nav.all') })
      .click();
    await expect(page).toHaveURL(new RegExp(`shop_list\\?site_id=${target.site_id}$`));
    await expect(strip).toBeVisible();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await screenshot(page, 'shop-goods-list');

    // Searching inside the shop keeps the shop.
    await strip.getByPlaceholder(msg('en-us', 'shop:searchShop')).fill('a');
    await strip.getByRole('button', { name: msg('en-us', 'shop:searchInShop') }).click();
    await expect(page).toHaveURL(new RegExp(`shop_list\\?site_id=${target.site_id}&keyword=a$`));
  });

  test('the shop home inside the shop layout, in Korean; no shop id or an unknown shop says so', async ({
    page,
    request,
  }) => {
    const [shop] = (await api<Paged<StreetShop>>(request, '/api/shop/page', { page: 1, page_size: 1 })).list;
    await forceLang(page, 'ko-kr');
    await page.goto(`shopIndex?site_id=${shop!.site_id}`);
    await expect(
      page.getByTestId('shop-strip').getByRole('heading', { name: shop!.site_name }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: msg('ko-kr', 'shop:nav.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: msg('ko-kr', 'shop:home.bestSellers') })).toBeVisible();
    await screenshot(page, 'shop-index-ko');

    await page.goto('shopIndex');
    await expect(page.getByText(msg('ko-kr', 'shop:missingShopId'))).toBeVisible();
    await page.goto('shop-999999');
    await expect(page.getByRole('link', { name: msg('ko-kr', 'shop:goStreet') })).toBeVisible();
  });

  test('a hostile keyword is only text: no shops, nothing run', async ({ page }) => {
    const keyword = '<img src=x onerror="window.__hit=1">';
    await page.goto(`street?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByText(msg('en-us', 'shop:street.empty'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: `Shops matching “${keyword}”` })).toBeVisible();
    expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  });

  test("a goods page inside the shop layout carries its shop's header", async ({ page, request }) => {
    const [shop] = (await api<Paged<StreetShop>>(request, '/api/shop/page', { page: 1, page_size: 1 })).list;
    const goods = await api<Paged<{ sku_id: number }>>(request, '/api/goodssku/page', {
      site_id: shop!.site_id,
      page: 1,
      page_size: 1,
    });
    await page.goto(`shop-sku-${goods.list[0]!.sku_id}`);
    await expect(page.getByTestId('shop-strip').getByRole('heading', { name: shop!.site_name })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByTestId('shop-nav').getByRole('link', { name: msg('en-us', 'shop:nav.all') }),
    ).toHaveAttribute('href', `/web/shopList?site_id=${shop!.site_id}`);
    await screenshot(page, 'shop-sku-in-shop-layout');
  });
});
