import { expect, test } from '../support/fixtures.ts';
import { api, type HelpClass } from '../support/api.ts';
import { forceLang, screenshot } from '../support/browser.ts';
import { msg } from '../support/locales.ts';

interface NoticePage {
  count: number;
  list: { id: number; title: string; is_top: number }[];
}

test.describe('notices and help', () => {
  test('the notice list pages and opens a notice', async ({ page, request }) => {
    const first = await api<NoticePage>(request, '/api/notice/page', {
      page: 1,
      page_size: 15,
      receiving_type: 'web',
    });
    expect(first.count, 'the demo data has notices').toBeGreaterThan(0);
    await page.goto('cms/notice');
    const list = page.getByTestId('notice-list');
    await expect(list.getByRole('link')).toHaveCount(first.list.length);
    await expect(list.getByText(msg('en-us', 'cms:notice.top')).first()).toBeVisible();
    await screenshot(page, 'cms-notice-list', true);

    if (first.count > 15) {
      await page.getByTitle('2', { exact: true }).click();
      await expect(page).toHaveURL(/cms\/notice\?page=2$/);
      await expect(list.getByRole('link')).toHaveCount(Math.min(15, first.count - 15));
      await page.goBack();
    }

    const target = first.list[1]!;
    await list.getByRole('link', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`cms/notice-${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${msg('en-us', 'routes:notice_detail')} - `));
    await screenshot(page, 'cms-notice-detail');
  });

  test('an unknown notice says so', async ({ page }) => {
    await page.goto('cms/notice-999999');
    // The first page of a run waits for the server's first answers; give it the time a cold start needs.
    await expect(page.getByText(msg('en-us', 'cms:notice.notFound'))).toBeVisible({ timeout: 30_000 });
  });

  test('help centre → class → article, in Chinese, and the footer leads there', async ({ page, request }) => {
    const classes = await api<HelpClass[]>(request, '/api/helpclass/lists', { lang: 'zh-cn' });
    const helpClass = classes.find((c) => c.child_list.length > 1)!;
    const article = helpClass.child_list[1]!;
    await forceLang(page, 'zh-cn');
    await page.goto('cms/help');
    await expect(page.getByRole('heading', { name: msg('zh-cn', 'cms:help.welcome') })).toBeVisible();
    await expect(page.getByTestId('help-class')).toHaveCount(classes.length);
    await screenshot(page, 'cms-help-centre');

    await page
      .getByTestId('help-menu')
      .getByRole('link', { name: helpClass.class_name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`cms/help/listother-${helpClass.class_id}$`));
    const list = page.getByTestId('help-list');
    await expect(list.getByRole('link')).toHaveCount(helpClass.child_list.length);
    await screenshot(page, 'cms-help-list');

    await list.getByRole('link', { name: article.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`cms/help-${article.id}$`));
    await expect(
      page.getByTestId('help-article').getByRole('heading', { name: article.title }),
    ).toBeVisible();
    // The article's class stays open in the menu with the article marked.
    await expect(page.getByTestId('help-menu').getByRole('link', { name: article.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screenshot(page, 'cms-help-article');

    const footerArticle = classes[0]!.child_list[0]!;
    await page
      .getByTestId('site-footer')
      .getByRole('link', { name: footerArticle.title, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`cms/help-${footerArticle.id}$`));
    await expect(
      page.getByTestId('help-article').getByRole('heading', { name: footerArticle.title }),
    ).toBeVisible();
  });

  test('the top bar help link opens the help centre; an unknown class or article says so', async ({
    page,
  }) => {
    await page.goto('cms/notice');
    await page.getByRole('link', { name: msg('en-us', 'chrome:topBar.help') }).click();
    await expect(page).toHaveURL(/cms\/help$/);
    await page.goto('cms/help/listother-99999');
    await expect(page.getByText(msg('en-us', 'cms:help.classNotFound'))).toBeVisible();
    await page.goto('cms/help-99999');
    await expect(page.getByText(msg('en-us', 'cms:help.notFound'))).toBeVisible();
  });
});
