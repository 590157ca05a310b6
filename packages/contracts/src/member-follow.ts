import { z } from './zod.ts';
import { idInput } from './input.ts';
import { pagingOrAllSchema, pagingSchema } from './paging.ts';
import { flagSchema } from './request.ts';

// ---- goods follows (/api/goodscollect/*) ----------------------------------------------------------
/** Follow the goods this SKU belongs to; following again is a no-op answering the same collect_id. */
/** Other keys the original list page sends along (goods_id, site_id, sku_name, sku_price, …) are dropped. */
export const collectAddRequest = z.object({ sku_id: idInput });
export const collectGoodsRequest = z.object({ goods_id: idInput });
export const collectPageRequest = pagingSchema;

/** add → the collect_id; iscollect → 0|1; delete → 1 (not following it is NOT_FOUND). */
export const collectIdSchema = z.number();
export const isCollectSchema = flagSchema;

/**
 * A followed goods with its live state: goods_state is 1 only while it can be bought (on sale, approved,
 * not deleted, shop open), so the page can grey out the rest.
 */
export const collectItemSchema = z.object({
  collect_id: z.number(),
  goods_id: z.number(),
  sku_id: z.number(),
  sku_name: z.string(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  /** The price paid now (= discount_price), under the name the original's favourites page prints. */
  sku_price: z.string(),
  stock: z.number(),
  sale_num: z.number(),
  goods_state: flagSchema,
  site_id: z.number(),
  site_name: z.string(),
  create_time: z.number(),
});
export type CollectItem = z.infer<typeof collectItemSchema>;

// ---- footprints (/api/goodsbrowse/*) --------------------------------------------------------------
/** goods_id may be left out (the original goods page sends only sku_id): it is the SKU's own goods. */
export const browseAddRequest = z.object({ goods_id: idInput.optional(), sku_id: idInput });
/** page_size 0 lists every footprint (the original footprint page asks so). */
export const browsePageRequest = pagingOrAllSchema;
/** One id or a comma list of ids ("3,8,9"), at most 100. */
export const browseDeleteRequest = z.object({
  id: z.union([
    idInput.transform((n) => [n]),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
      .transform((s) => s.split(',').map(Number))
      .pipe(z.array(z.number().int().min(1).max(2_147_483_647))),
  ]),
});

/** A footprint, newest first; browse_time (unix seconds) lets the page group by day. */
export const browseItemSchema = z.object({
  id: z.number(),
  goods_id: z.number(),
  sku_id: z.number(),
  browse_time: z.number(),
  sku_name: z.string(),
  goods_name: z.string(),
  sku_image: z.string(),
  price: z.string(),
  market_price: z.string(),
  discount_price: z.string(),
  /** The original footprint page's names: the picture and the price paid now of the viewed SKU. */
  goods_image: z.string(),
  goods_price: z.string(),
  stock: z.number(),
  sale_num: z.number(),
  goods_state: flagSchema,
  site_id: z.number(),
  site_name: z.string(),
});
export type BrowseItem = z.infer<typeof browseItemSchema>;
/** add → the footprint id; delete → how many were removed (none of the ids being yours is NOT_FOUND). */
export const browseIdSchema = z.number();
export const browseDeletedSchema = z.number();
