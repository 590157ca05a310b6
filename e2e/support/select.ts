import type { Locator } from '@playwright/test';

/**
 * Chooses in one of the storefront's selects (native ones: the checkout's store, time and coupons, the forms'
 * reasons, categories and country codes) the first option that can be chosen, or the first whose text has
 * `hasText`.
 */
export async function chooseOption(select: Locator, hasText?: string): Promise<void> {
  const option = select.locator('option:not([disabled])').filter(hasText ? { hasText } : {});
  await select.selectOption({ label: (await option.first().textContent()) ?? '' });
}
