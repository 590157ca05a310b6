import { test as base, expect } from '@playwright/test';
import { expectNoRawText } from './raw-text.ts';

export { expect };

/**
 * The journeys' `test`: Playwright's, plus a guard every journey runs under. Every answer of the mall carries a
 * Content-Security-Policy (no inline scripts); a page of the storefront (or a window it opens, such as the
 * sandbox cashier) that breaks it would lose a script, a style or a picture in the shopper's browser, so any
 * violation reported while the journey ran fails it.
 */
export const test = base.extend<{ noCspViolations: void; noRawTextAtTheEnd: void }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (msg) => {
        if (/Content.Security.Policy|CSP violation/i.test(msg.text())) violations.push(msg.text());
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(
            `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
          ),
        );
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Issue 14: no untranslated message key and no raw enum code reaches a shopper. Journeys check the pages they
   * care about; this checks, in every journey, each storefront page still open where the journey ended (with its
   * data shown, since the journey's last step waited for it). A journey that failed already is left to its error.
   */
  noRawTextAtTheEnd: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        if (page.isClosed() || !page.url().includes('/web/')) continue;
        await page.waitForLoadState('domcontentloaded');
        await expectNoRawText(page, `${page.url()} where the journey ended`);
      }
    },
    { auto: true },
  ],
  /**
   * A journey that rewrites an answer (`page.route` with `route.fetch`) can end while the page still asks for
   * it: the handler then fails with "Test ended" and Playwright blames the next journey of that worker (seen in
   * CI after closed-site.spec.ts). The page's routes are removed before it closes, letting any in flight go.
   */
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
