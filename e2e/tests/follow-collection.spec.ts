import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';
import { loginAs } from '../support/session.ts';

interface Paged<T> {
  count: number;
  list: T[];
}
interface Shop {
  site_id: number;
  site_name: string;
}
interface Sku {
  sku_id: number;
  goods_id: number;
  sku_name: string;
}

/** A shop the member does not follow yet (so the journey can follow it). */
async function unfollowedShop(request: APIRequestContext, token: string): Promise<Shop> {
  const shops = await api<Paged<Shop & { is_subscribe: number }>>(request, '/api/shop/page', {
    token,
    page: 1,
    page_size: 20,
  });
  const shop = shops.list.find((s) => !s.is_subscribe);
  if (!shop) throw new Error('every demo shop is followed already');
  return shop;
}

test.describe('follows', () => {
  test('a guest who clicks follow is sent to login and back', async ({ page, request }) => {
    const [shop] = (await api<Paged<Shop>>(request, '/api/shop/page', { page: 1, page_size: 1 })).list;
    await page.goto(`shop-${shop!.site_id}`);
    await page
      .getByTestId('shop-strip')
      .getByRole('button', { name: msg('en-us', 'shop:follow.follow') })
      .click();
    await expect(page).toHaveURL(new RegExp(`login\\?redirect=%2Fshop-${shop!.site_id}$`));
  });

  test('follow a shop and a goods, see them in the member centre, unfollow', async ({ page, request }) => {
    const token = await loginAs(page, 'alice', 'Alice@12345');
    const shop = await unfollowedShop(request, token);

    await page.goto(`shop-${shop.site_id}`);
    const strip = page.getByTestId('shop-strip');
    await strip.getByRole('button', { name: msg('en-us', 'shop:follow.follow') }).click();
    await expect(strip.getByRole('button', { name: msg('en-us', 'shop:follow.followed') })).toBeVisible();
    expect(await api<number>(request, '/api/shopmember/issubscribe', { token, site_id: shop.site_id })).toBe(
      1,
    );

    // A goods of that shop, followed the way the detail page does it.
    const goods = await api<Paged<Sku>>(request, '/api/goodssku/page', {
      site_id: shop.site_id,
      page: 1,
      page_size: 1,
    });
    const sku = goods.list[0]!;
    const already = await api<number>(request, '/api/goodscollect/iscollect', {
      token,
      goods_id: sku.goods_id,
    });
    if (already) await api(request, '/api/goodscollect/delete', { token, goods_id: sku.goods_id });
    await api(request, '/api/goodscollect/add', { token, sku_id: sku.sku_id });

    await page
      .getByRole('navigation', { name: msg('en-us', 'chrome:topBar.shortcuts') })
      .getByRole('link', { name: msg('en-us', 'chrome:topBar.concern') })
      .click();
    await expect(page).toHaveURL(/member\/collection$/);
    const goodsTile = page.getByTestId('collected-goods').filter({ hasText: sku.sku_name });
    await expect(goodsTile).toHaveCount(1);
    await screenshot(page, 'follow-collection-goods');

    await goodsTile.getByRole('button', { name: msg('en-us', 'follow:unfollow') }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(goodsTile).toHaveCount(0);
    expect(await api<number>(request, '/api/goodscollect/iscollect', { token, goods_id: sku.goods_id })).toBe(
      0,
    );

    await page.getByRole('tab', { name: msg('en-us', 'follow:shops.tab') }).click();
    await expect(page).toHaveURL(/member\/collection\?tab=shop$/);
    const shopRow = page.getByTestId('followed-shop').filter({ hasText: shop.site_name });
    await expect(shopRow).toHaveCount(1);
    await screenshot(page, 'follow-collection-shops');

    await shopRow.getByRole('button', { name: msg('en-us', 'follow:unfollow') }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(shopRow).toHaveCount(0);
    expect(await api<number>(request, '/api/shopmember/issubscribe', { token, site_id: shop.site_id })).toBe(
      0,
    );
  });
});
