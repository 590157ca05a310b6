import { z } from './zod.ts';
import { idInput } from './input.ts';

/**
 * The change-city page's hot cities (fact sheet §9.2): nationwide (0) plus 12 cities by their area code.
 * Names are storefront message keys (translated there); zh is the original's label for reference.
 */
export const HOT_CITIES = [
  { id: 0, zh: '全国' },
  { id: 110100, zh: '北京' },
  { id: 310100, zh: '上海' },
  { id: 440100, zh: '广州' },
  { id: 440300, zh: '深圳' },
  { id: 120100, zh: '天津' },
  { id: 610100, zh: '西安' },
  { id: 500100, zh: '重庆' },
  { id: 330100, zh: '杭州' },
  { id: 320100, zh: '南京' },
  { id: 420100, zh: '武汉' },
  { id: 510100, zh: '成都' },
  { id: 140100, zh: '太原' },
] as const;

/** The cookie the storefront keeps the chosen sub-site in; its value goes out as website_id. */
export const CITY_COOKIE = 'SiteKey';

/** web_city: a city's area code (6 digits, e.g. 110100). */
export const websiteByAddressRequest = z.object({ web_city: idInput });
export const websiteListRequest = z.object({});

/**
 * The city sub-site of an area. website_id 0 means the city has no sub-site of its own: the storefront
 * then shows the nationwide mall (and may still remember the city's name).
 */
export const citySiteSchema = z.object({
  website_id: z.number(),
  site_area_id: z.number(),
  site_area_name: z.string(),
  title: z.string(),
});
export type CitySite = z.infer<typeof citySiteSchema>;
export const citySiteListSchema = z.array(citySiteSchema);
