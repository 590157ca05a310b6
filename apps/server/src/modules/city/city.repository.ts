import { and, asc, eq, gt, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { website } from '../../db/schema/index.ts';

const citySiteColumns = {
  websiteId: website.websiteId,
  siteAreaId: website.siteAreaId,
  siteAreaName: website.siteAreaName,
  title: website.title,
};

/** The open city sub-site of an area (website_area_idx). */
export async function selectCitySiteByArea(db: Db, areaId: number) {
  const rows = await db
    .select(citySiteColumns)
    .from(website)
    .where(and(eq(website.siteAreaId, areaId), gt(website.websiteId, 0), eq(website.status, 1)))
    .orderBy(asc(website.websiteId))
    .limit(1);
  return rows[0];
}

/** Every open city sub-site (a handful of rows; the main site, website_id 0, is not one). */
export function selectCitySites(db: Db) {
  return db
    .select(citySiteColumns)
    .from(website)
    .where(and(gt(website.websiteId, 0), eq(website.status, 1)))
    .orderBy(asc(website.siteAreaId));
}

/** A WHERE condition keeping rows of the chosen city; nationwide (0) keeps everything. */
export function cityScope(column: Column, websiteId: number): SQL | undefined {
  return websiteId > 0 ? eq(column, websiteId) : undefined;
}
