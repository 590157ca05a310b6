import { z } from 'zod';
import { flagSchema, linkSchema } from './request.ts';

export const categoryTreeRequest = z
  .object({
    level: z.coerce.number().int().min(1).max(3).default(3),
    /** 1 no image, 2 with image, 3 with goods (template 3 is answered like 2 until goods previews exist). */
    template: z.coerce.number().int().min(1).max(3).default(2),
  })
  .strict();

export interface CategoryNode {
  category_id: number;
  category_name: string;
  short_name: string;
  pid: number;
  level: number;
  image: string;
  image_adv: string;
  category_id_1: number;
  category_id_2: number;
  category_id_3: number;
  child_list: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    category_id: z.number(),
    category_name: z.string(),
    short_name: z.string(),
    pid: z.number(),
    level: z.number(),
    image: z.string(),
    image_adv: z.string(),
    category_id_1: z.number(),
    category_id_2: z.number(),
    category_id_3: z.number(),
    child_list: z.array(categoryNodeSchema),
  }),
);
export const categoryTreeSchema = z.array(categoryNodeSchema);

/** The goods card row shared by floors, lists and recommendations (money as "0.00" strings). */
export const skuCardSchema = z.object({
  goods_id: z.number(),
  sku_id: z.number(),
  sku_name: z.string(),
  goods_name: z.string(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  stock: z.number(),
  sale_num: z.number(),
  sku_image: z.string(),
  goods_image: z.string(),
  site_id: z.number(),
  site_name: z.string(),
  website_id: z.number(),
  is_own: flagSchema,
  is_free_shipping: flagSchema,
  is_virtual: flagSchema,
  introduction: z.string(),
  promotion_type: z.number(),
});
export type SkuCard = z.infer<typeof skuCardSchema>;

export const brandCardSchema = z.object({
  brand_id: z.number(),
  brand_name: z.string(),
  brand_initial: z.string(),
  image_url: z.string(),
});
export type BrandCard = z.infer<typeof brandCardSchema>;

export const categoryCardSchema = z.object({
  category_id: z.number(),
  category_name: z.string(),
  short_name: z.string(),
  level: z.number(),
  image: z.string(),
  image_adv: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

const textSlot = z.object({
  type: z.literal('text'),
  value: z.object({ text: z.string(), color: z.string(), link: linkSchema }),
});
const imgSlot = z.object({ type: z.literal('img'), value: z.object({ url: z.string(), link: linkSchema }) });
const goodsSlot = z.object({
  type: z.literal('goods'),
  value: z.object({ sku_ids: z.array(z.number()), list: z.array(skuCardSchema) }),
});
const brandSlot = z.object({
  type: z.literal('brand'),
  value: z.object({ brand_ids: z.array(z.number()), list: z.array(brandCardSchema) }),
});
const categorySlot = z.object({
  type: z.literal('category'),
  value: z.object({ category_ids: z.array(z.number()), list: z.array(categoryCardSchema) }),
});
export const floorSlotSchema = z.discriminatedUnion('type', [
  textSlot,
  imgSlot,
  goodsSlot,
  brandSlot,
  categorySlot,
]);
export type FloorSlot = z.infer<typeof floorSlotSchema>;

export const FLOOR_BLOCKS = ['floor-style-1', 'floor-style-2', 'floor-style-3'] as const;
export const floorSchema = z.object({
  id: z.number(),
  title: z.string(),
  block_name: z.enum(FLOOR_BLOCKS),
  block_title: z.string(),
  value: z.record(z.string(), floorSlotSchema),
});
export type Floor = z.infer<typeof floorSchema>;
export const floorListSchema = z.array(floorSchema);

/**
 * Slots as stored: the same as above but goods/brand/category slots hold only ids; the server fills `list`
 * with live rows so a floor never shows an off-shelf item.
 */
export const storedFloorSlotSchema = z.discriminatedUnion('type', [
  textSlot,
  imgSlot,
  z.object({ type: z.literal('goods'), value: z.object({ sku_ids: z.array(z.number()) }) }),
  z.object({ type: z.literal('brand'), value: z.object({ brand_ids: z.array(z.number()) }) }),
  z.object({ type: z.literal('category'), value: z.object({ category_ids: z.array(z.number()) }) }),
]);
export const storedFloorValueSchema = z.record(z.string(), storedFloorSlotSchema);
export type StoredFloorValue = z.infer<typeof storedFloorValueSchema>;
