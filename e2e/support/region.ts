import type { Locator, Page } from '@playwright/test';
import { msg, type Lang } from './locales.ts';

const LEVELS = ['province', 'city', 'district'] as const;

/**
 * Chooses an address form's region, [province, city, district] as the area data names them (a municipality has the
 * same name as province and city: 北京市 / 北京市). Each level's select lists its areas once the level above is
 * chosen; selectOption waits for the named option to arrive.
 */
export async function chooseRegion(
  scope: Page | Locator,
  path: string[],
  lang: Lang = 'en-us',
): Promise<void> {
  for (const [level, name] of path.entries()) {
    const select = scope.getByRole('combobox', { name: msg(lang, `address:${LEVELS[level]}`), exact: true });
    await select.selectOption({ label: name });
  }
}
