/**
 * The change-city page's quick picks (facts §9.2): nationwide (0) and twelve cities by their area id. Names are
 * message keys in the `city` namespace so each language shows its own spelling.
 */
export const NATIONWIDE_AREA_ID = 0;

export const HOT_CITIES = [
  { areaId: 110100, key: 'beijing' },
  { areaId: 310100, key: 'shanghai' },
  { areaId: 440100, key: 'guangzhou' },
  { areaId: 440300, key: 'shenzhen' },
  { areaId: 120100, key: 'tianjin' },
  { areaId: 610100, key: 'xian' },
  { areaId: 500100, key: 'chongqing' },
  { areaId: 330100, key: 'hangzhou' },
  { areaId: 320100, key: 'nanjing' },
  { areaId: 420100, key: 'wuhan' },
  { areaId: 510100, key: 'chengdu' },
  { areaId: 140100, key: 'taiyuan' },
] as const;

export const hotCityKey = (areaId: number): string | undefined =>
  HOT_CITIES.find((c) => c.areaId === areaId)?.key;
