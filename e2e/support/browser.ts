import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Lang } from './locales.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** Every journey leaves a picture to look at (DESIGN §7); the folder is git-ignored. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** Chooses the language before any script of the page runs, on every load of this page. */
export async function forceLang(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** Starts in a language but lets the shopper change it: only sets it when nothing was chosen yet. */
export async function startInLang(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
}

/**
 * The home page may pop up its advertisement layer over everything (spec: float layer); whenever it is in the
 * way of an action or assertion, close it as a shopper would.
 */
export async function closeFloatLayerWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByTestId('float-layer'), async () => {
    await page.keyboard.press('Escape');
  });
}
