import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { api } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, screenshot } from '../support/browser.ts';
import { consoleLogin } from '../support/console.ts';
import { findDemoGoods } from '../support/demo-goods.ts';
import { consoleMsg, msg, type Lang } from '../support/locales.ts';

/*
 * The consoles' promotion forms, really filled and saved: a merchant's group buy and combo package, an
 * operator's topic event (in Chinese); each then shows in the storefront. Goods are chosen with the consoles'
 * goods picker: by name, then the spec.
 */

interface DemoGoods {
  goods_id: number;
  sku_id: number;
  site_id: number;
  goods_name: string;
  stock: number;
  is_virtual: number;
}

/** Self-operated physical goods in stock, without a group buy now (one open group buy per SKU). */
async function freeOwnGoods(page: Page, skip: Set<number> = new Set()): Promise<DemoGoods> {
  const running = await api<{ list: { goods_id: number }[] }>(page.request, '/groupbuy/api/goods/page', {
    page_size: 100,
  });
  const taken = new Set([...skip, ...running.list.map((g) => g.goods_id)]);
  return findDemoGoods<DemoGoods>(
    page.request,
    'self-operated goods without a group buy',
    (g) => g.site_id === 1 && g.stock > 10 && g.is_virtual === 0 && !taken.has(g.goods_id),
    { site_id: 1 },
  );
}

/**
 * Types a goods name into a console goods picker and picks a spec of that goods: each spec option is titled
 * with its goods' name (the dropdown groups the specs under their goods).
 */
async function pickGoods(desk: Page, field: ReturnType<Page['getByLabel']>, goods: DemoGoods) {
  await field.fill(goods.goods_name);
  await desk
    .locator(
      `.ant-select-dropdown:visible .ant-select-item-option[title^=${JSON.stringify(`${goods.goods_name} · `)}]`,
    )
    .first()
    .click();
}

async function merchantDesk(page: Page, lang: Lang) {
  const desk = await page.context().newPage();
  await consoleLogin(desk, lang, { audience: 'merchant', username: 'shop1', password: 'Shop@12345' });
  return desk;
}

test('a merchant creates a group buy in the console that then shows in the storefront', async ({ page }) => {
  test.setTimeout(180_000);
  const c = (key: string) => consoleMsg('en-us', key);
  const goods = await freeOwnGoods(page);
  const desk = await merchantDesk(page, 'en-us');
  await desk.getByRole('menuitem', { name: c('routes:groupbuys') }).click();
  await desk.getByRole('button', { name: c('groupbuy:add') }).click();
  const form = desk.getByRole('dialog');
  await pickGoods(desk, form.getByLabel(c('groupbuy:goods')), goods);
  await form.getByLabel(c('groupbuy:groupPrice')).fill('0.99');
  await form.getByLabel(c('groupbuy:minimum')).fill('3');
  await screenshot(desk, 'console-groupbuy-form');
  await form.getByRole('button', { name: c('groupbuy:save') }).click();
  await expect(desk.getByText(c('groupbuy:added'))).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: goods.goods_name }).first();
  await expect(row).toContainText(c('groupbuy:statusName.2'));
  await screenshot(desk, 'console-groupbuy-list');

  // The shopper finds it first in the group buy list (newest first), at its group price from 3 pieces.
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto('promotion/groupbuy');
  const card = page.getByTestId('groupbuy-card').first();
  await expect(card).toContainText(goods.goods_name);
  await expect(card).toContainText('0.99');
  await expect(card).toContainText(msg('en-us', 'groupbuy:card.from').replace('{{n}}', '3'));
  await screenshot(page, 'groupbuy-list-console-made');
});

test('a merchant creates a combo package in the console that then shows on its goods', async ({ page }) => {
  test.setTimeout(180_000);
  const c = (key: string) => consoleMsg('en-us', key);
  const first = await freeOwnGoods(page);
  const second = await freeOwnGoods(page, new Set([first.goods_id]));
  const name = `Journey set ${Date.now() % 100_000}`;
  const desk = await merchantDesk(page, 'en-us');
  await desk.getByRole('menuitem', { name: c('routes:combos') }).click();
  await desk.getByRole('button', { name: c('combo:add') }).click();
  const form = desk.getByRole('dialog');
  await form.getByLabel(c('combo:name')).fill(name);
  await pickGoods(desk, form.getByLabel(c('combo:goods')), first);
  await pickGoods(desk, form.getByLabel(c('combo:goods')), second);
  await form.getByLabel(c('combo:name')).click(); // closes the dropdown
  await form.getByLabel(c('combo:packagePrice')).fill('1.50');
  await form.getByLabel(c('combo:shippingSeller')).check();
  await screenshot(desk, 'console-combo-form');
  await form.getByRole('button', { name: c('combo:save') }).click();
  await expect(desk.getByText(c('combo:added'))).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: name })).toContainText(c('combo:statusName.1'));
  await screenshot(desk, 'console-combo-list');

  // On the first goods' page the package is offered, and its page lists both goods at the package price.
  await forceLang(page, 'en-us');
  await closeFloatLayerWhenShown(page);
  await page.goto(`sku-${first.sku_id}`);
  const entrance = page.getByTestId('combo-entrance').getByRole('link').filter({ hasText: name });
  // The goods page is the storefront's heaviest first load: on a busy machine it takes more than 10 s.
  await expect(entrance).toContainText('1.50', { timeout: 30_000 });
  await entrance.click();
  await expect(page).toHaveURL(/\/promotion\/combo-\d+$/);
  await expect(page.getByText(first.goods_name).first()).toBeVisible();
  await expect(page.getByText(second.goods_name).first()).toBeVisible();
  await screenshot(page, 'combo-console-made', true);
});

test('an operator creates a topic event in the console (in Chinese) that the storefront lists', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const c = (key: string) => consoleMsg('zh-cn', key);
  const goods = await freeOwnGoods(page);
  const name = `专题周 ${Date.now() % 100_000}`;
  const desk = await page.context().newPage();
  await desk.addInitScript(() => localStorage.setItem('console.lang', 'zh-cn'));
  await consoleLogin(desk, 'zh-cn', { audience: 'operator', username: 'admin', password: 'Admin@12345' });
  await desk.getByRole('menuitem', { name: c('routes:topics') }).click();
  await desk.getByRole('button', { name: c('topic:add') }).click();
  const form = desk.getByRole('dialog');
  await form.getByLabel(c('topic:name')).fill(name);
  await form.getByLabel(c('topic:remark')).fill('控制台建的专题活动');
  await form.getByRole('button', { name: c('topic:addGoods') }).click();
  // The operator finds the goods by name among every shop's and picks its spec (no SKU id to know).
  await pickGoods(desk, form.getByLabel(c('topic:goodsSpec')), goods);
  await form.getByLabel(c('topic:topicPrice')).fill('8.80');
  await screenshot(desk, 'console-topic-form-zh-cn');
  await form.getByRole('button', { name: c('topic:save') }).click();
  await expect(desk.getByText(c('topic:added'))).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: name })).toContainText(c('topic:statusName.2'));
  await screenshot(desk, 'console-topic-list-zh-cn');

  await forceLang(page, 'zh-cn');
  await closeFloatLayerWhenShown(page);
  await page.goto('promotion/topic');
  const card = page.getByTestId('topic-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByText(goods.goods_name).first()).toBeVisible();
  await expect(page.getByText('8.80').first()).toBeVisible();
  await screenshot(page, 'topic-console-made-zh-cn', true);
});
