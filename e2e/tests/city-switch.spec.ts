import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

interface CitySite {
  website_id: number;
  site_area_id: number;
}
interface Paged {
  count: number;
}

const BEIJING = 110100;

test.describe('city switch', () => {
  test('choosing a hot city scopes the home page and the lists; nationwide brings the floors back', async ({
    page,
    request,
  }) => {
    const beijing = await api<CitySite>(request, '/api/website/getWebsiteidByAddress', { web_city: BEIJING });
    expect(beijing.website_id, 'the demo data has a Beijing sub-site').toBeGreaterThan(0);
    const [cityGoods, allGoods] = await Promise.all([
      api<Paged>(request, '/api/goodssku/page', { website_id: beijing.website_id, page: 1, page_size: 1 }),
      api<Paged>(request, '/api/goodssku/page', { page: 1, page_size: 1 }),
    ]);
    expect(cityGoods.count).toBeLessThan(allGoods.count);

    await closeFloatLayerWhenShown(page);
    await page.goto('index');
    await expect(page.getByTestId('floor').first()).toBeVisible({ timeout: 30_000 });
    const entry = page.getByTestId('city-entry');
    await expect(entry).toContainText(msg('en-us', 'city:nationwide'));
    await entry.getByRole('link', { name: new RegExp(msg('en-us', 'city:switchCity')) }).click();
    await expect(page).toHaveURL(/change_city$/);
    await expect(page.getByTestId('current-city')).toHaveText(msg('en-us', 'city:nationwide'));
    const provinces = page.getByRole('group', { name: msg('en-us', 'city:provinces') });
    await provinces.getByRole('button').nth(5).click();
    await expect(
      page
        .getByRole('group', { name: /^Cities of / })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await screenshot(page, 'city-change-page');

    await page
      .getByRole('group', { name: msg('en-us', 'city:hot') })
      .getByRole('button', { name: 'Beijing' })
      .click();
    await expect(page).toHaveURL(/index$/);
    await expect(entry).toContainText('Beijing');
    const list = page.getByTestId('city-goods');
    await expect(list.getByRole('heading', { name: 'Goods in Beijing' })).toBeVisible();
    await expect(list).toContainText(`${cityGoods.count} goods`);
    await expect(page.getByTestId('floor')).toHaveCount(0);
    await screenshot(page, 'city-home-beijing');

    // Every call now carries the sub-site: the goods list asks for the city's goods.
    const listCall = page.waitForRequest((r) => r.url().endsWith('/api/goodssku/page'));
    await page.goto('list?keyword=a');
    expect((await listCall).postDataJSON()).toMatchObject({ website_id: String(beijing.website_id) });

    await page.goto('change_city');
    await expect(page.getByTestId('current-city')).toHaveText('Beijing');
    await page.getByRole('button', { name: msg('en-us', 'city:backNationwide') }).click();
    await expect(page).toHaveURL(/index$/);
    await expect(entry).toContainText(msg('en-us', 'city:nationwide'));
    await expect(page.getByTestId('floor').first()).toBeVisible({ timeout: 30_000 });
  });

  test('the full picker: province, then city, in Chinese', async ({ page, request }) => {
    const groups = await api<{ id: number; name: string; child_list: { id: number; name: string }[] }[]>(
      request,
      '/api/address/city',
      { lang: 'zh-cn' },
    );
    const province = groups.find((g) => g.child_list.some((c) => c.id === 440300))!;
    const shenzhen = province.child_list.find((c) => c.id === 440300)!;
    await forceLang(page, 'zh-cn');
    await page.goto('change_city');
    await page.getByRole('button', { name: province.name, exact: true }).click();
    await page
      .getByRole('group', { name: msg('zh-cn', 'city:citiesOf').replace('{{name}}', province.name) })
      .getByRole('button', { name: shenzhen.name, exact: true })
      .click();
    await expect(page).toHaveURL(/index$/);
    // A hot city shows in the page's language whatever the region data calls it.
    await expect(page.getByTestId('city-entry')).toContainText('深圳');
    await expect(page.getByTestId('city-goods')).toBeVisible();
  });

  test('with the city plugin off the page says so and the top bar hides the city', async ({ page }) => {
    await page.route('**/api/addon/addonisexit', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, number> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, city: 0 } } });
    });
    await page.goto('change_city');
    await expect(page.getByText(msg('en-us', 'city:pluginMissing'))).toBeVisible();
    await expect(page.getByTestId('city-entry')).toHaveCount(0);
    await screenshot(page, 'city-plugin-missing');
  });
});
