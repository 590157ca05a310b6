import type { city } from '@mall/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { selectCitySiteByArea, selectCitySites } from './city.repository.ts';

type CitySiteRow = NonNullable<Awaited<ReturnType<typeof selectCitySiteByArea>>>;

const toCitySite = (r: CitySiteRow): city.CitySite => ({
  website_id: r.websiteId,
  site_area_id: r.siteAreaId,
  site_area_name: r.siteAreaName,
  title: r.title,
});

/** Refuses city calls while the city-site plugin is switched off (ADDONS_DISABLED=city). */
export function assertCityPlugin(config: Pick<Config, 'addons'>): void {
  if (config.addons.city !== 1) throw new AppError('FAIL', 'CITY_PLUGIN_NOT_INSTALLED');
}

/**
 * The sub-site a call is scoped to: the request's website_id, or 0 (nationwide) when the city plugin is off,
 * so an old SiteKey cookie cannot narrow lists once the operator removes the plugin.
 */
export function cityWebsiteId(config: Pick<Config, 'addons'>, websiteId: number): number {
  return config.addons.city === 1 ? websiteId : 0;
}

/** The sub-site of a city by its area code; website_id 0 when that city has none (the nationwide mall). */
export async function websiteByAddress(db: Db, areaId: number): Promise<city.CitySite> {
  const row = await selectCitySiteByArea(db, areaId);
  return row ? toCitySite(row) : { website_id: 0, site_area_id: areaId, site_area_name: '', title: '' };
}

export async function citySites(db: Db): Promise<city.CitySite[]> {
  return (await selectCitySites(db)).map(toCitySite);
}
