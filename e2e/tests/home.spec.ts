import { expect, test } from '../support/fixtures.ts';
import { api, websiteInfo, type Copyright, type HelpClass } from '../support/api.ts';
import { closeFloatLayerWhenShown, forceLang, loadAllPictures, screenshot } from '../support/browser.ts';
import { HTML_LANG, LANGS, msg } from '../support/locales.ts';

const FOOTER_HELP_CLASSES = 4;

test.describe('home', () => {
  for (const lang of LANGS) {
    test(`renders with all its parts in ${lang}`, async ({ page, request }) => {
      const [site, copyright, helpClasses] = await Promise.all([
        websiteInfo(request, lang),
        api<Copyright>(request, '/api/config/copyright', { lang }),
        api<HelpClass[]>(request, '/api/helpclass/lists', { lang }),
      ]);
      await forceLang(page, lang);
      await closeFloatLayerWhenShown(page);
      await page.goto('index');

      await expect(page).toHaveTitle(`${msg(lang, 'routes:index')} - ${site.site_name}`);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);

      // Header: the search box and its button in this language.
      await expect(page.getByRole('searchbox', { name: msg(lang, 'chrome:search.label') })).toBeVisible();
      await expect(
        page.getByRole('button', { name: msg(lang, 'chrome:search.button'), exact: true }),
      ).toBeVisible();

      // The category panel is always open on the home page and leads to goods lists.
      const panel = page.getByTestId('category-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/web\/list\?category_id=\d+/);

      await expect(page.getByTestId('home-carousel')).toBeVisible();

      const floors = page.getByTestId('floor');
      await expect(floors.first()).toBeVisible();
      for (const style of ['1', '2', '3'])
        await expect(floors.and(page.locator(`[data-floor-style="${style}"]`)).first()).toBeVisible();

      const notices = page.getByTestId('home-notices');
      await expect(notices).toBeVisible();
      await expect(notices.getByText(msg(lang, 'home:notices.title'), { exact: true })).toBeVisible();

      const footer = page.getByTestId('site-footer');
      const shownClasses = helpClasses.filter((c) => c.child_list.length > 0).slice(0, FOOTER_HELP_CLASSES);
      expect(shownClasses.length, 'the demo data has help classes').toBeGreaterThan(0);
      for (const c of shownClasses)
        await expect(footer.getByText(c.class_name, { exact: true })).toBeVisible();
      expect(copyright.company_name, 'the demo data names a company').not.toBe('');
      await expect(footer.getByText(copyright.company_name)).toBeVisible();

      await loadAllPictures(page);
      await screenshot(page, `home-${lang}`, true);
    });
  }
});
