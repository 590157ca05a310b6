import { z } from './zod.ts';
import { idInput } from './input.ts';

/**
 * /api/delivery/freight: what express delivery of a goods to a chosen district costs under its shop's
 * express template. district_id is a level-3 id of /api/address/lists; num defaults to the goods' min_buy.
 * Unknown SKUs or districts answer NOT_FOUND.
 */
export const freightRequest = z.object({
  sku_id: idInput,
  district_id: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{6}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(100_000).max(999_999)),
  num: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,5}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(99_999))
    .optional(),
});

/**
 * is_available 0: the shop does not deliver to that region (the page says so and disables buying).
 * delivery_money is "0.00" when free (free-shipping goods, or the template's free threshold is met).
 */
export const freightSchema = z.object({
  is_available: z.union([z.literal(0), z.literal(1)]),
  delivery_money: z.string(),
  is_free_shipping: z.union([z.literal(0), z.literal(1)]),
  /** Order amount from which this template ships free ("0.00" = no threshold). */
  free_threshold: z.string(),
  template_name: z.string(),
  /** Province, city and district names of the chosen district, for the page's address line. */
  region_name: z.string(),
});
export type Freight = z.infer<typeof freightSchema>;
