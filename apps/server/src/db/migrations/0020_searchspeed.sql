DROP INDEX "goods_sku_list_click_idx";--> statement-breakpoint
DROP INDEX "goods_sku_list_sale_idx";--> statement-breakpoint
DROP INDEX "goods_sku_list_price_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat1_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat2_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat3_idx";--> statement-breakpoint
CREATE INDEX "goods_sku_cat1_sale_idx" ON "goods_sku" USING btree ("category_id_1","sale_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat1_price_idx" ON "goods_sku" USING btree ("category_id_1","discount_price","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat2_sale_idx" ON "goods_sku" USING btree ("category_id_2","sale_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat2_price_idx" ON "goods_sku" USING btree ("category_id_2","discount_price","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat3_sale_idx" ON "goods_sku" USING btree ("category_id_3","sale_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat3_price_idx" ON "goods_sku" USING btree ("category_id_3","discount_price","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_discount_end_idx" ON "goods_sku" USING btree ("end_time") WHERE promotion_type = 1 and discount_price <> price;--> statement-breakpoint
CREATE INDEX "goods_sku_list_click_idx" ON "goods_sku" USING btree ("click_num","sku_id","site_id","website_id","category_id_1","category_id_2","category_id_3","brand_id","search_text") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_sale_idx" ON "goods_sku" USING btree ("sale_num","sku_id","site_id","website_id","category_id_1","category_id_2","category_id_3","brand_id","search_text") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_price_idx" ON "goods_sku" USING btree ("discount_price","sku_id","site_id","website_id","category_id_1","category_id_2","category_id_3","brand_id","search_text") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat1_idx" ON "goods_sku" USING btree ("category_id_1","click_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat2_idx" ON "goods_sku" USING btree ("category_id_2","click_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat3_idx" ON "goods_sku" USING btree ("category_id_3","click_num","sku_id","site_id","website_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;