import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Lang } from './locales.ts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Pictures below the fold load lazily: pass the whole page through the viewport once and wait until every
 * picture has arrived, so a full-page screenshot shows what a shopper scrolling down would see.
 */
export async function loadAllPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or half a second if frames stall (seen once in CI: the whole journey then hung on this wait).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 500);
      });
    // Bounded: a page whose lower parts arrive as it scrolls grows under the loop, and a slow machine once kept
    // the home journey scrolling past its 90 s. Twenty seconds or 80 half screens reach every picture we draw.
    const deadline = Date.now() + 20_000;
    for (
      let y = 0, step = 0;
      y < document.documentElement.scrollHeight && step < 80 && Date.now() < deadline;
      y += window.innerHeight / 2, step += 1
    ) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 30_000 })
    .toBe(true);
}

/** Every journey leaves a picture to look at (DESIGN §7); the folder is git-ignored. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  // CI has nobody to look at them and ~230 captures cost minutes of two shared cores; E2E_SCREENSHOTS=1 keeps them.
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
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
  const layer = page.getByTestId('float-layer');
  await page.addLocatorHandler(layer, async () => {
    // Again until it is gone: one Escape pressed in the very frame the layer appeared in could be lost.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(layer).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
}

/** The toast on a page: the storefront's own (`.mall-toast`, app/toasts.tsx) or the console's (antd's message). */
export const toastOn = (page: Page) => page.locator('.mall-toast, .ant-message-notice');
