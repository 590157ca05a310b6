import { z } from './zod.ts';
import { AREA_LEVELS } from './address-terms.ts';

// Kept apart so the storefront can read it without this file's schemas (and zod) in its bundle.
export { AREA_LEVELS };

/**
 * /api/address/lists: the children of pid (0 = the provinces). level, when given, must be the children's
 * level (pid's level + 1); a mismatch is a PARAMETER_ERROR rather than an empty list.
 */
export const areaListRequest = z.object({
  pid: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(0).max(999_999))
    .default(0),
  level: z
    .union([z.number(), z.enum(['1', '2', '3']).transform(Number)])
    .pipe(z.number().int().min(1).max(3))
    .optional(),
});
export const areaSchema = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  level: z.number(),
});
export type Area = z.infer<typeof areaSchema>;
export const areaListSchema = z.array(areaSchema);

/**
 * /api/address/city: every city grouped by province, for the full city picker. A municipality's city
 * (北京 110100) carries the municipality's name instead of the data's "市辖区".
 */
export const cityRequest = z.object({});
export const cityGroupSchema = areaSchema.extend({ child_list: z.array(areaSchema) });
export type CityGroup = z.infer<typeof cityGroupSchema>;
export const cityListSchema = z.array(cityGroupSchema);
