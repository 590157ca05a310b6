import { expect, type Page } from '@playwright/test';
import { consoleMsg, type Lang } from './locales.ts';

/** The console's address (the journeys' base URL is the storefront's /web/). */
export const CONSOLE = '/console/';

/** Logs in through the console's login page, on the tab of the audience, and waits for the side menu. */
export async function consoleLogin(
  page: Page,
  lang: Lang,
  account: { audience: 'merchant' | 'agent' | 'operator'; username: string; password: string },
): Promise<void> {
  const c = (key: string) => consoleMsg(lang, key);
  await page.goto(`${CONSOLE}login`);
  await page.getByRole('tab', { name: c(`common:audience.${account.audience}`) }).click();
  await page.getByLabel(c('session:username')).fill(account.username);
  await page.getByLabel(c('session:password')).fill(account.password);
  await page.getByRole('button', { name: c('session:submit') }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** Logs out from the account menu of the header. */
export async function consoleLogout(page: Page, lang: Lang): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: consoleMsg(lang, 'session:logout') }).click();
  await expect(page.getByRole('button', { name: consoleMsg(lang, 'session:submit') })).toBeVisible();
}
