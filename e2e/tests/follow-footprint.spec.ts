import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';
import { loginAs } from '../support/session.ts';

interface Paged<T> {
  count: number;
  list: T[];
}

test.describe('footprints', () => {
  test('grouped by day; delete one, then delete a selection', async ({ page, request }) => {
    const token = await loginAs(page, 'bob', 'Bob@12345');
    // Start from a clean history, then view three goods (what the detail page records for a member).
    const old = await api<Paged<{ id: number }>>(request, '/api/goodsbrowse/page', {
      token,
      page: 1,
      page_size: 100,
    });
    if (old.list.length)
      await api(request, '/api/goodsbrowse/delete', { token, id: old.list.map((f) => f.id).join(',') });
    const goods = await api<Paged<{ sku_id: number; goods_id: number }>>(request, '/api/goodssku/page', {
      page: 1,
      page_size: 3,
    });
    for (const g of goods.list)
      await api(request, '/api/goodsbrowse/add', { token, goods_id: g.goods_id, sku_id: g.sku_id });

    await page.goto('member/footprint');
    const today = page.getByRole('region', { name: /^\d{4}-\d{2}-\d{2}$/ }).filter({
      has: page.getByRole('heading', { name: new RegExp(`^${msg('en-us', 'follow:footprint.today')}`) }),
    });
    const tiles = page.getByTestId('footprint');
    await expect(today.getByTestId('footprint')).toHaveCount(3);
    await screenshot(page, 'follow-footprint');

    await tiles.first().hover();
    await tiles
      .first()
      .getByRole('button', { name: /^Delete footprint/ })
      .click();
    await expect(tiles).toHaveCount(2);

    await page.getByRole('button', { name: msg('en-us', 'follow:footprint.manage') }).click();
    await page.getByRole('checkbox', { name: msg('en-us', 'follow:footprint.selectAll') }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(msg('en-us', 'follow:footprint.empty'))).toBeVisible();
    expect(
      (await api<Paged<unknown>>(request, '/api/goodsbrowse/page', { token, page: 1, page_size: 10 })).count,
    ).toBe(0);
  });
});
