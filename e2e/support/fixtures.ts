import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * The journeys' `test`: Playwright's, plus a guard every journey runs under. Every answer of the mall carries a
 * Content-Security-Policy (no inline scripts); a page of the storefront (or a window it opens, such as the
 * sandbox cashier) that breaks it would lose a script, a style or a picture in the shopper's browser, so any
 * violation reported while the journey ran fails it.
 */
export const test = base.extend<{ noCspViolations: void }>({
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
});
