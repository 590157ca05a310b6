import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../platform/database.ts';
import { preparedOnce } from '../../platform/prepared.ts';
import { pageOffset, pageWithTotal } from '../../db/paging.ts';
import { adv, advPosition, config, friendlyLink, pcFloor, pcNav, website } from '../../db/schema/index.ts';

export async function selectWebsite(db: Db, websiteId: number) {
  const rows = await db.select().from(website).where(eq(website.websiteId, websiteId)).limit(1);
  return rows[0];
}

const configValue = preparedOnce((db: Db | Tx) =>
  db
    .select({ value: config.value })
    .from(config)
    .where(
      and(
        eq(config.siteId, sql.placeholder('siteId')),
        eq(config.appModule, 'admin'),
        eq(config.configKey, sql.placeholder('key')),
        eq(config.isUse, 1),
      ),
    )
    .limit(1)
    .prepare('site_config_value'),
);

export async function selectConfigValue(db: Db | Tx, key: string, siteId = 0): Promise<unknown> {
  const rows = await configValue(db).execute({ siteId, key });
  return rows[0]?.value;
}

export async function selectAdvPosition(db: Db, keyword: string) {
  const rows = await db
    .select()
    .from(advPosition)
    .where(and(eq(advPosition.keyword, keyword), eq(advPosition.state, 1)))
    .limit(1);
  return rows[0];
}

export function selectAdvs(db: Db, apId: number) {
  return db
    .select()
    .from(adv)
    .where(and(eq(adv.apId, apId), eq(adv.state, 1)))
    .orderBy(asc(adv.slideSort), asc(adv.advId));
}

export function selectNavPage(db: Db, page: number, pageSize: number) {
  const where = eq(pcNav.isShow, 1);
  return pageWithTotal(
    db
      .select()
      .from(pcNav)
      .where(where)
      .orderBy(asc(pcNav.sort), asc(pcNav.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(pcNav).where(where),
  );
}

export function selectFriendlyLinkPage(db: Db, page: number, pageSize: number) {
  const where = eq(friendlyLink.isShow, 1);
  return pageWithTotal(
    db
      .select()
      .from(friendlyLink)
      .where(where)
      .orderBy(asc(friendlyLink.linkSort), asc(friendlyLink.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(friendlyLink).where(where),
  );
}

/** Floors of the main site plus those of the chosen city sub-site. */
export function selectFloors(db: Db, websiteId: number) {
  const sites = websiteId > 0 ? [0, websiteId] : [0];
  return db
    .select()
    .from(pcFloor)
    .where(and(inArray(pcFloor.websiteId, sites), eq(pcFloor.state, 1)))
    .orderBy(desc(pcFloor.sort), asc(pcFloor.id));
}
