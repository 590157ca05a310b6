import { z } from 'zod';
import { flagSchema } from './request.ts';

export const hotShopSchema = z.object({
  site_id: z.number(),
  site_name: z.string(),
  logo: z.string(),
  avatar: z.string(),
  banner: z.string(),
  seo_description: z.string(),
  is_own: flagSchema,
  shop_desccredit: z.string(),
  shop_servicecredit: z.string(),
  shop_deliverycredit: z.string(),
  shop_sales: z.number(),
  sub_num: z.number(),
  telephone: z.string(),
  full_address: z.string(),
});
export type HotShop = z.infer<typeof hotShopSchema>;
export const hotShopListSchema = z.array(hotShopSchema);
