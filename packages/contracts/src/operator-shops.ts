import { z } from './zod.ts';
import { flagInput, idInput } from './input.ts';
import { pagingSchema } from './paging.ts';
import { optionalInput } from './wire.ts';

/** The operator's shop list: by name (part of it) and open (1) or closed (0). */
export const shopSearchRequest = pagingSchema.extend({
  search: optionalInput(z.string().trim().min(1).max(40)),
  shop_status: optionalInput(flagInput),
});
export type ShopSearchInput = z.infer<typeof shopSearchRequest>;

/** Close (0) or open (1) a shop: a closed shop's goods leave the storefront and cannot be bought. */
export const shopStatusRequest = z.object({ site_id: idInput, shop_status: flagInput });

export interface ShopRow {
  site_id: number;
  site_name: string;
  logo: string;
  telephone: string;
  shop_status: 0 | 1;
  is_own: 0 | 1;
  goods_count: number;
  shop_sales: number;
  create_time: number;
}
