import type { address } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  selectArea,
  selectAreaChildren,
  selectDistrictPath,
  selectProvincesAndCities,
} from './address.repository.ts';

/** /api/address/lists: the children of pid (0 = provinces); an unknown pid is not found. */
export async function areaList(db: Db, pid: number, level: number | undefined): Promise<address.Area[]> {
  const parentLevel = pid === 0 ? 0 : (await selectArea(db, pid))?.level;
  if (parentLevel === undefined) throw notFound('AREA_NOT_FOUND');
  if (level !== undefined && level !== parentLevel + 1) {
    throw new AppError('PARAMETER_ERROR', 'AREA_LEVEL_MISMATCH', { params: { expected: parentLevel + 1 } });
  }
  return selectAreaChildren(db, pid);
}

/** /api/address/city: provinces, each with its cities. */
export async function cityList(db: Db): Promise<address.CityGroup[]> {
  const rows = await selectProvincesAndCities(db);
  const groups = new Map<number, address.CityGroup>();
  for (const r of rows) {
    if (r.level === 1) groups.set(r.id, { ...r, child_list: [] });
    else groups.get(r.pid)?.child_list.push(r);
  }
  return [...groups.values()];
}

/** The province of a district and its full name; a non-district id is refused, an unknown one not found. */
export async function districtPlace(db: Db, districtId: number) {
  const row = await selectDistrictPath(db, districtId);
  if (row)
    return { provinceId: row.provinceId, name: `${row.provinceName} ${row.cityName} ${row.districtName}` };
  if (await selectArea(db, districtId)) throw new AppError('PARAMETER_ERROR', 'NOT_A_DISTRICT');
  throw notFound('AREA_NOT_FOUND');
}
