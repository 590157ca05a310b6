import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { forceLang, loadAllPictures, screenshot } from '../support/browser.ts';
import { msg, pluralMsg, type Lang } from '../support/locales.ts';
import { loginAs } from '../support/session.ts';

interface SpecValue {
  sku_id: number;
  selected: number;
  disabled: number;
  spec_value_name: string;
}
interface Detail {
  goods_sku_detail: {
    sku_id: number;
    goods_id: number;
    sku_name: string;
    stock: number;
    collect_num: number;
    /** JSON text of { spec_name, value: SpecValue[] }[] (DESIGN §4). */
    goods_spec_format: string;
  };
  shop_info: { site_id: number; site_name: string };
}

/** A goods on sale whose first spec offers another value that leads to a real SKU. */
async function goodsWithSpecs(request: APIRequestContext): Promise<{ detail: Detail; other: SpecValue }> {
  const { list } = await api<{ list: { sku_id: number }[] }>(request, '/api/goodssku/page', {
    page: 1,
    page_size: 30,
  });
  for (const card of list) {
    const detail = await api<Detail>(request, '/api/goodssku/detail', { sku_id: card.sku_id });
    if (detail.goods_sku_detail.stock < 2) continue;
    const specs = JSON.parse(detail.goods_sku_detail.goods_spec_format) as { value: SpecValue[] }[];
    const other = specs[0]?.value.find((v) => !v.selected && !v.disabled && v.sku_id);
    if (other) return { detail, other };
  }
  throw new Error('the demo data has no goods with two specs on its first page');
}

const lang: Lang = 'en-us';
const t = (key: string) => msg(lang, `catalog:${key}`);

test.describe('goods detail', () => {
  // Six people share two cores: a page's first paint can take long; no sleeps, only longer waits.
  test.slow();
  const loaded = { timeout: 30_000 };

  test('shows the goods, switches spec with the URL, and each tab', async ({ page, request }) => {
    const { detail, other } = await goodsWithSpecs(request);
    const sku = detail.goods_sku_detail;
    await forceLang(page, lang);
    await page.goto(`sku-${sku.sku_id}`);
    await expect(page.getByRole('heading', { name: sku.sku_name, level: 1 })).toBeVisible(loaded);
    await expect(page.getByTestId('price-block')).toBeVisible(loaded);
    await expect(page.getByTestId('shop-card').getByText(detail.shop_info.site_name)).toBeVisible(loaded);

    // Quantity never drops to 0, and the page says why.
    const qty = page.getByRole('spinbutton', { name: t('detail.quantity') });
    await qty.fill('0');
    await qty.blur();
    await expect(qty).not.toHaveValue('0');
    await expect(page.getByTestId('quantity-error')).toBeVisible();

    // Zoom on hover, preview on click.
    await page.getByTestId('gallery-main').hover();
    await expect(page.getByTestId('gallery-zoom')).toBeVisible(loaded);
    await page.getByTestId('gallery-main').click();
    const viewer = page.getByRole('dialog', { name: msg(lang, 'common:viewer.label') });
    await expect(viewer.getByRole('img')).toBeVisible(loaded);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await loadAllPictures(page);
    await screenshot(page, 'catalog-detail-description', true);
    for (const [tab, name] of [
      [t('detail.tabAttributes'), 'attributes'],
      [t('detail.tabAfterSale'), 'aftersale'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible(loaded);
      await screenshot(page, `catalog-detail-${name}`, true);
    }
    await page.getByRole('tab', { name: new RegExp(t('detail.tabReviews').replace('({{n}})', '')) }).click();
    await expect(
      page.getByText(msg(lang, 'catalog:reviews.withImages'), { exact: false }).first(),
    ).toBeVisible(loaded);
    await screenshot(page, 'catalog-detail-reviews', true);

    // Another spec value: the SKU changes and the URL is replaced.
    const other_ = await api<Detail['goods_sku_detail']>(request, '/api/goodssku/info', {
      sku_id: other.sku_id,
    });
    await page.getByRole('radio', { name: other.spec_value_name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/sku-${other.sku_id}$`), loaded);
    await expect(page.getByRole('heading', { name: other_.sku_name, level: 1 })).toBeVisible(loaded);
  });

  test('add to cart fills the guest cart; follow asks a guest to log in and works for a member', async ({
    page,
    request,
  }) => {
    const { detail } = await goodsWithSpecs(request);
    const sku = detail.goods_sku_detail;
    await forceLang(page, lang);
    await page.goto(`sku-${sku.sku_id}`);
    await page.getByRole('button', { name: t('detail.addToCart') }).click();
    await expect(page.getByText(msg(lang, 'cart:added'))).toBeVisible(loaded);
    const stored = await page.evaluate(() => localStorage.getItem('localCartData'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ sku_id: sku.sku_id })]);
    // Buying now goes to checkout with this SKU; a guest logs in first and comes back to it.
    await page.getByRole('button', { name: t('detail.buyNow') }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpayment%3Fsku_id%3D/, loaded);
    await page.goto(`sku-${sku.sku_id}`);

    await expect(page.getByTestId('follow-goods')).toContainText(
      pluralMsg(lang, 'catalog:detail.followers', sku.collect_num),
      loaded,
    );
    await page.getByTestId('follow-goods').click();
    await expect(page).toHaveURL(/\/login\?redirect=/, loaded);

    await loginAs(page, 'alice', 'Alice@12345');
    await page.goto(`sku-${sku.sku_id}`);
    const follow = page.getByTestId('follow-goods');
    await expect(follow).toHaveAttribute('data-ready', 'true', loaded);
    await expect(page.getByTestId('follow-shop')).toHaveAttribute('data-ready', 'true', loaded);
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true', loaded);
    await expect(follow).toContainText(t('detail.followedGoods'), loaded);
    // The shop may already be followed (by another journey): the button turns it the other way.
    const followShop = page.getByTestId('follow-shop');
    const wasFollowing = (await followShop.getAttribute('aria-pressed')) === 'true';
    await followShop.click();
    await expect(followShop).toHaveAttribute('aria-pressed', String(!wasFollowing), loaded);
    await expect(followShop).toContainText(
      t(wasFollowing ? 'detail.shopFollow' : 'detail.shopFollowing'),
      loaded,
    );

    // After a reload both follows are still there (read back from the server).
    await page.reload();
    await expect(page.getByTestId('follow-goods')).toHaveAttribute('aria-pressed', 'true', loaded);
    await expect(page.getByTestId('follow-goods')).toContainText(
      pluralMsg(lang, 'catalog:detail.followers', sku.collect_num + 1),
      loaded,
    );
    await expect(followShop).toHaveAttribute('aria-pressed', String(!wasFollowing), loaded);
    await page.getByRole('link', { name: t('detail.shopVisit') }).click();
    await expect(page).toHaveURL(new RegExp(`/shop-${detail.shop_info.site_id}$`), loaded);
  });

  test('a sold-out goods says so and cannot be put in the cart', async ({ page, request }) => {
    const soldOut = await findDemoGoods<{ sku_id: number; stock: number }>(
      request,
      'sold-out goods',
      (c) => c.stock === 0,
    );
    await forceLang(page, lang);
    await page.goto(`sku-${soldOut.sku_id}`);
    await expect(page.getByText(t('detail.soldOut'))).toBeVisible(loaded);
    await expect(page.getByRole('button', { name: t('detail.addToCart') })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: t('detail.quantity') })).toBeDisabled();
  });

  test('a running discount shows its price and a countdown; a district shows its freight', async ({
    page,
    request,
  }) => {
    const discounted = await findDemoGoods<{
      sku_id: number;
      promotion_type: number;
      discount_price: string;
    }>(request, 'goods with a running discount', (c) => c.promotion_type === 1, { order: 'sale_num' });
    await forceLang(page, lang);
    await page.goto(`sku-${discounted.sku_id}`);
    const price = page.getByTestId('price-block');
    await expect(price.getByText(t('detail.endsIn'))).toBeVisible(loaded);
    await expect(price).toContainText(discounted.discount_price);
    await expect(price.getByRole('timer')).toHaveText(/\d+d \d\d:\d\d:\d\d/);

    // Province → city → district (each level's areas arrive once the level above is chosen): the freight to
    // that district and whether the shop delivers there.
    const deliverTo = page.getByRole('group', { name: t('detail.deliverTo') });
    for (const level of ['province', 'city', 'district']) {
      const select = deliverTo.getByRole('combobox', { name: msg(lang, `address:${level}`), exact: true });
      await expect(select.locator('option:not([value=""])').first()).toBeAttached(loaded);
      const first = await select.locator('option:not([value=""])').first().getAttribute('value');
      await select.selectOption(first!);
    }
    await expect(
      page.getByText(t('detail.deliverable')).or(page.getByText(t('detail.notDeliverable'))),
    ).toBeVisible(loaded);
    // A service guarantee explains itself on hover; "Buy on mobile" shows the goods' code.
    const service = page.locator('.detail-service').first();
    await service.hover();
    await expect(page.getByRole('tooltip').filter({ visible: true })).toHaveCount(1, loaded);
    await page.getByRole('button', { name: t('detail.mobileBuy') }).hover();
    await expect(page.getByTestId('goods-qrcode').locator('canvas, svg, img')).toBeVisible(loaded);
    await screenshot(page, 'catalog-detail-discount');
  });

  test('goods taken off the shelves say so with what they were', async ({ page, request }) => {
    // The demo data keeps every goods on sale; the page is fed the server's documented answer for an off-shelf
    // goods (FAIL with the same detail as data, over HTTP 200 like every refusal) built from a real goods.
    const { detail } = await goodsWithSpecs(request);
    const gone = { ...detail, goods_sku_detail: { ...detail.goods_sku_detail, goods_state: 0 } };
    await page.route('**/api/goodssku/detail', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          code: -10001,
          error_code: 'FAIL',
          message: t('detail.offShelf'),
          data: gone,
          timestamp: 0,
        }),
      }),
    );
    await forceLang(page, lang);
    await page.goto(`sku-${detail.goods_sku_detail.sku_id}`);
    const box = page.getByTestId('goods-unavailable');
    await expect(box.getByText(t('detail.offShelf'))).toBeVisible(loaded);
    await expect(box.getByText(detail.goods_sku_detail.sku_name)).toBeVisible();
    await expect(page.getByRole('button', { name: t('detail.addToCart') })).toHaveCount(0);
  });

  test('a video that cannot be played says so', async ({ page, request }) => {
    // The demo goods carry no video: the real detail answer is given a video file the server does not have.
    const { detail } = await goodsWithSpecs(request);
    await page.route('**/api/goodssku/detail', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Detail & { goods_sku_detail: { video_url: string } } };
      body.data.goods_sku_detail.video_url = 'upload/demo/no-such-video.mp4';
      await route.fulfill({ response, json: body });
    });
    await forceLang(page, lang);
    await page.goto(`sku-${detail.goods_sku_detail.sku_id}`);
    await page.getByRole('button', { name: t('detail.playVideo') }).click(loaded);
    await expect(page.getByRole('alert').getByText(t('detail.videoError'))).toBeVisible(loaded);
    await page.getByRole('button', { name: t('detail.showPictures') }).click();
    await expect(page.getByTestId('gallery-main')).toBeVisible();
  });

  test('the same detail opens inside the shop layout at /shop-sku-{id}', async ({ page, request }) => {
    const { detail } = await goodsWithSpecs(request);
    await forceLang(page, lang);
    await page.goto(`shop-sku-${detail.goods_sku_detail.sku_id}`);
    await expect(page.locator('.layout-shop')).toBeVisible(loaded);
    await expect(page.getByRole('heading', { name: detail.goods_sku_detail.sku_name, level: 1 })).toBeVisible(
      loaded,
    );
    await expect(page.getByTestId('shop-card')).toBeVisible();
  });

  test('an unknown goods says so', async ({ page }) => {
    await forceLang(page, lang);
    await page.goto('sku-987654321');
    await expect(page.getByText(t('detail.notFound'))).toBeVisible(loaded);
  });
});
