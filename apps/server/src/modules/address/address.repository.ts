import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { area } from '../../db/schema/index.ts';

const areaColumns = { id: area.id, pid: area.pid, name: area.name, level: area.level };

export async function selectArea(db: Db, id: number) {
  const [row] = await db.select(areaColumns).from(area).where(eq(area.id, id));
  return row;
}

export function selectAreaChildren(db: Db, pid: number) {
  return db.select(areaColumns).from(area).where(eq(area.pid, pid)).orderBy(asc(area.sort), asc(area.id));
}

/** Provinces and cities, for the city picker (one query, ~370 rows). */
export function selectProvincesAndCities(db: Db) {
  return db.select(areaColumns).from(area).where(lte(area.level, 2)).orderBy(asc(area.level), asc(area.sort));
}

const city = alias(area, 'city');
const province = alias(area, 'province');

/** A district with its city and province, or nothing when the id is not a district. */
export async function selectDistrictPath(db: Db, districtId: number) {
  const [row] = await db
    .select({
      provinceId: province.id,
      provinceName: province.name,
      cityName: city.name,
      districtName: area.name,
    })
    .from(area)
    .innerJoin(city, eq(city.id, area.pid))
    .innerJoin(province, eq(province.id, city.pid))
    .where(and(eq(area.id, districtId), eq(area.level, 3)));
  return row;
}
