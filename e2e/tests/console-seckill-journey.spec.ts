import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { consoleLogin } from '../support/console.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { consoleMsg, msg } from '../support/locales.ts';

/** A console label as the start of an accessible name. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

test('a merchant creates a flash sale in the console that then shows in the storefront’s zone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // A goods of the self-operated shop that no demo sale uses (those are its first plain goods).
  const onSale = new Set<number>();
  for (const id of [1, 2, 3]) {
    const d = await api<{ goods_id: number }>(page.request, '/seckill/api/seckillgoods/detail', {
      seckill_id: id,
    });
    onSale.add(d.goods_id);
  }
  const goods = await findDemoGoods<{
    goods_id: number;
    sku_id: number;
    site_id: number;
    goods_name: string;
    stock: number;
    is_virtual: number;
  }>(
    page.request,
    'self-operated goods in stock',
    (g) => g.site_id === 1 && g.stock > 10 && g.is_virtual === 0 && !onSale.has(g.goods_id),
    { site_id: 1 },
  );
  const desk = await context.newPage();
  await consoleLogin(desk, 'en-us', { audience: 'merchant', username: 'shop1', password: 'Shop@12345' });
  await desk.getByRole('menuitem', { name: c('routes:seckills') }).click();
  await desk.getByRole('button', { name: c('seckill:add') }).click();
  const form = desk.getByRole('dialog');
  await form.getByLabel(c('seckill:form.name')).fill('Journey flash deal');
  await form.getByLabel(c('seckill:form.goods')).fill(goods.goods_name.slice(0, 20));
  await desk.locator('.ant-select-item-option').filter({ hasText: goods.goods_name }).first().click();
  // Every daily slot of the platform, so the sale runs whatever the time of the journey.
  await form.getByLabel(c('seckill:form.slots')).click();
  const options = desk.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible();
  for (let i = (await options.count()) - 1; i >= 0; i--) await options.nth(i).click();
  await form.getByLabel(c('seckill:form.name')).click();
  await form
    .getByRole('spinbutton', { name: startsWith(c('seckill:form.seckillPrice')) })
    .first()
    .fill('1.99');
  await form
    .getByRole('spinbutton', { name: startsWith(c('seckill:form.stock')) })
    .first()
    .fill('5');
  await form
    .getByRole('spinbutton', { name: startsWith(c('seckill:form.maxBuy')) })
    .first()
    .fill('1');
  await screenshot(desk, 'console-seckill-form');
  await form.getByRole('button', { name: c('seckill:save') }).click();
  await expect(desk.getByText(c('seckill:saved'))).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: 'Journey flash deal' });
  await expect(row).toContainText(c('seckill:statusName.1'));
  await screenshot(desk, 'console-seckill-list');

  // The shopper finds it in the running slot of the zone, at its flash price.
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto('promotion/seckill');
  const card = page.getByTestId('seckill-card').filter({ hasText: goods.goods_name });
  await expect(card).toContainText('1.99');
  await expect(card).toContainText(msg('en-us', 'seckill:buyNow'));
  await screenshot(page, 'seckill-zone-console-sale', true);
});
