import { expect, test } from '../support/fixtures.ts';
import { forceLang, screenshot, toastOn } from '../support/browser.ts';
import { consoleLogin } from '../support/console.ts';
import { consoleMsg } from '../support/locales.ts';

const c = (key: string, vars?: Record<string, string | number>) => consoleMsg('en-us', key, vars);

test('the operator writes a notice and a help article that the storefront shows; a category in use cannot be deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const noticeTitle = `Courier strike notice ${stamp}`;
  await consoleLogin(page, 'en-us', { audience: 'operator', username: 'admin', password: 'Admin@12345' });

  // A notice with HTML: the script is dropped when stored.
  await page.getByRole('menuitem', { name: c('routes:notices') }).click();
  await page.getByRole('button', { name: c('cms:newNotice') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(c('cms:title')).fill(noticeTitle);
  await modal
    .getByLabel(c('cms:content'))
    .fill('<p>Parcels may be <b>two days</b> late.</p><script>alert(1)</script>');
  await screenshot(page, 'console-notice-edit');
  await modal.getByRole('button', { name: c('cms:save') }).click();
  await expect(page.getByRole('row').filter({ hasText: noticeTitle })).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await forceLang(shopper, 'en-us');
  await shopper.goto('cms/notice');
  await shopper.getByTestId('notice-list').getByRole('link', { name: noticeTitle }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: noticeTitle })).toBeVisible();
  await expect(shopper.getByText('two days')).toBeVisible();
  await screenshot(shopper, 'storefront-notice-from-console');

  // A help class and an article in it, shown in the help centre.
  await page.getByRole('menuitem', { name: c('routes:help') }).click();
  await page.getByRole('button', { name: c('cms:newClass') }).click();
  const className = `Strikes ${stamp}`;
  await page.getByRole('dialog').getByLabel(c('cms:className')).fill(className);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: c('cms:save') })
    .click();
  // The class list's entry (the articles table may show the class name too).
  await page.getByText(className).first().click();
  await page.getByRole('button', { name: c('cms:newArticle') }).click();
  const articleTitle = `When will my parcel arrive ${stamp}`;
  await page.getByRole('dialog').getByLabel(c('cms:title')).fill(articleTitle);
  await page.getByRole('dialog').getByLabel(c('cms:content')).fill('<p>Within a week.</p>');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: c('cms:save') })
    .click();
  await expect(page.getByRole('row').filter({ hasText: articleTitle })).toBeVisible();
  await screenshot(page, 'console-help');
  const href = await page
    .getByRole('row')
    .filter({ hasText: articleTitle })
    .getByRole('link', { name: articleTitle })
    .getAttribute('href');
  await shopper.goto(href!.replace(/^\/web\//, ''));
  await expect(shopper.getByText('Within a week.')).toBeVisible();
  await expect(shopper.getByText(className).first()).toBeVisible();
  await screenshot(shopper, 'storefront-help-from-console');
  await shopperContext.close();

  // A category with goods cannot be deleted: the server says why.
  await page.getByRole('menuitem', { name: c('routes:categories') }).click();
  const firstTop = page.getByRole('row').nth(1);
  await expect(firstTop).toBeVisible();
  await firstTop.getByRole('button', { name: c('catalog:delete') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('catalog:delete') })
    .click();
  await expect(toastOn(page)).toContainText(/sub-categories|cannot be deleted/);
  await screenshot(page, 'console-categories');
  await page.getByRole('menuitem', { name: c('routes:brands') }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'console-brands');

  // Clean up: the notice, the article and its class go again (the demo lists stay as they were).
  await page.getByRole('menuitem', { name: c('routes:help') }).click();
  // The class list's entry (the articles table may show the class name too).
  await page.getByText(className).first().click();
  const article = page.getByRole('row').filter({ hasText: articleTitle });
  await article.getByRole('button', { name: c('cms:delete') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('cms:delete') })
    .click();
  await expect(article).toHaveCount(0);
  const classItem = page.getByRole('listitem').filter({ hasText: className });
  await classItem.getByRole('button', { name: c('cms:delete') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('cms:delete') })
    .click();
  await expect(classItem).toHaveCount(0);
  await page.getByRole('menuitem', { name: c('routes:notices') }).click();
  const row = page.getByRole('row').filter({ hasText: noticeTitle });
  await row.getByRole('button', { name: c('cms:delete') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: c('cms:delete') })
    .click();
  await expect(row).toHaveCount(0);
});
