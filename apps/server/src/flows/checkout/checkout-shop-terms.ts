import type { Db } from '../../db/client.ts';
import { runningAt, selectUnendedManjianOfShops } from '../../modules/promotion/index.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import * as repo from './checkout.repository.ts';

/** Where a checkout reads: the database, and the read cache that keeps each shop's terms. */
export interface CheckoutSource {
  db: Db;
  cache: ReadCache;
}

/**
 * What a shop sells under, read by every calculate and create: its trade settings, open pickup stores, default
 * express template and threshold offers that have not ended. A merchant changes these rarely and every change
 * bumps the cache generation (the trade setting, store, template and manjian services), so they are kept in
 * the read cache per shop: four statements fewer per call. Offers are kept with those still to start and are
 * picked by the checkout's own clock, so a starting or ending offer is never a cache's ttl late.
 */
export interface ShopTerms {
  setting: Awaited<ReturnType<typeof repo.selectTradeSettings>>[number] | undefined;
  stores: Awaited<ReturnType<typeof repo.selectStores>>;
  template: Awaited<ReturnType<typeof repo.selectTemplates>>[number] | undefined;
  offers: Awaited<ReturnType<typeof selectUnendedManjianOfShops>>;
}

async function loadShopTerms(db: Db, siteId: number, now: number): Promise<ShopTerms> {
  const ids = [siteId];
  const [settings, stores, templates, offers] = await Promise.all([
    repo.selectTradeSettings(db, ids),
    repo.selectStores(db, ids),
    repo.selectTemplates(db, ids),
    selectUnendedManjianOfShops(db, ids, now),
  ]);
  return { setting: settings[0], stores, template: templates[0], offers };
}

/** The terms of each shop of a checkout (cached per shop), flattened as the checkout's planning takes them. */
export async function shopTermsOf(src: CheckoutSource, siteIds: number[], now: number) {
  const terms = await Promise.all(
    siteIds.map((siteId) =>
      src.cache.get(`checkout-shop-terms:${siteId}`, () => loadShopTerms(src.db, siteId, now)),
    ),
  );
  return {
    settings: terms.flatMap((t) => (t.setting ? [t.setting] : [])),
    stores: terms.flatMap((t) => t.stores),
    templates: terms.flatMap((t) => (t.template ? [t.template] : [])),
    offers: terms.flatMap((t) => runningAt(t.offers, now)),
  };
}
