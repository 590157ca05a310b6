CREATE TABLE "adv" (
	"adv_id" serial PRIMARY KEY NOT NULL,
	"ap_id" integer NOT NULL,
	"adv_title" varchar(100) DEFAULT '' NOT NULL,
	"adv_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"adv_image" varchar(255) DEFAULT '' NOT NULL,
	"slide_sort" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"background" varchar(20) DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adv_position" (
	"ap_id" serial PRIMARY KEY NOT NULL,
	"ap_name" varchar(60) NOT NULL,
	"ap_intro" varchar(255) DEFAULT '' NOT NULL,
	"ap_height" integer DEFAULT 0 NOT NULL,
	"ap_width" integer DEFAULT 0 NOT NULL,
	"default_content" varchar(255) DEFAULT '' NOT NULL,
	"ap_background_color" varchar(20) DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"keyword" varchar(60) NOT NULL,
	"state" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"app_module" varchar(20) DEFAULT 'admin' NOT NULL,
	"config_key" varchar(60) NOT NULL,
	"value" jsonb NOT NULL,
	"is_use" integer DEFAULT 1 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendly_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_title" varchar(60) NOT NULL,
	"link_url" varchar(255) NOT NULL,
	"link_pic" varchar(255) DEFAULT '' NOT NULL,
	"link_sort" integer DEFAULT 0 NOT NULL,
	"is_blank" integer DEFAULT 1 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pc_floor" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"title" varchar(60) NOT NULL,
	"block_name" varchar(30) NOT NULL,
	"value" jsonb NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pc_nav" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav_title" varchar(60) NOT NULL,
	"nav_url" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_blank" integer DEFAULT 0 NOT NULL,
	"nav_icon" varchar(255) DEFAULT '' NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"site_area_id" integer DEFAULT 0 NOT NULL,
	"site_area_name" varchar(50) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"logo" varchar(255) DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"keywords" varchar(255) DEFAULT '' NOT NULL,
	"web_status" integer DEFAULT 1 NOT NULL,
	"close_reason" varchar(255) DEFAULT '' NOT NULL,
	"wap_status" integer DEFAULT 1 NOT NULL,
	"web_qrcode" varchar(255) DEFAULT '' NOT NULL,
	"web_email" varchar(100) DEFAULT '' NOT NULL,
	"web_phone" varchar(50) DEFAULT '' NOT NULL,
	"web_qq" varchar(50) DEFAULT '' NOT NULL,
	"web_weixin" varchar(100) DEFAULT '' NOT NULL,
	"wap_domain" varchar(255) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop" (
	"site_id" serial PRIMARY KEY NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"site_name" varchar(60) NOT NULL,
	"is_own" integer DEFAULT 0 NOT NULL,
	"logo" varchar(255) DEFAULT '' NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"banner" varchar(255) DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_keywords" varchar(255) DEFAULT '' NOT NULL,
	"category_name" varchar(60) DEFAULT '' NOT NULL,
	"group_name" varchar(60) DEFAULT '' NOT NULL,
	"content_lang" varchar(10) DEFAULT 'en-us' NOT NULL,
	"telephone" varchar(50) DEFAULT '' NOT NULL,
	"qq" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"province" integer DEFAULT 0 NOT NULL,
	"city" integer DEFAULT 0 NOT NULL,
	"district" integer DEFAULT 0 NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" numeric(10, 6),
	"latitude" numeric(10, 6),
	"workingtime" varchar(60) DEFAULT '' NOT NULL,
	"shop_desccredit" numeric(3, 2) DEFAULT '5.00' NOT NULL,
	"shop_servicecredit" numeric(3, 2) DEFAULT '5.00' NOT NULL,
	"shop_deliverycredit" numeric(3, 2) DEFAULT '5.00' NOT NULL,
	"shop_sales" integer DEFAULT 0 NOT NULL,
	"sub_num" integer DEFAULT 0 NOT NULL,
	"shop_baozh" integer DEFAULT 0 NOT NULL,
	"shop_baozhopen" integer DEFAULT 0 NOT NULL,
	"shop_baozhrmb" bigint DEFAULT 0 NOT NULL,
	"shop_qtian" integer DEFAULT 0 NOT NULL,
	"shop_zhping" integer DEFAULT 0 NOT NULL,
	"shop_erxiaoshi" integer DEFAULT 0 NOT NULL,
	"shop_tuihuo" integer DEFAULT 0 NOT NULL,
	"shop_shiyong" integer DEFAULT 0 NOT NULL,
	"shop_shiti" integer DEFAULT 0 NOT NULL,
	"shop_xiaoxie" integer DEFAULT 0 NOT NULL,
	"shop_status" integer DEFAULT 1 NOT NULL,
	"is_recommend" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(30) NOT NULL,
	"name" varchar(60) NOT NULL,
	"desc" varchar(255) DEFAULT '' NOT NULL,
	"icon" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_service_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"goods_id" serial PRIMARY KEY NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"site_id" integer NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"goods_class" integer DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"category_id_1" integer NOT NULL,
	"category_id_2" integer NOT NULL,
	"category_id_3" integer NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"brand_name" varchar(60) DEFAULT '' NOT NULL,
	"goods_image" text DEFAULT '' NOT NULL,
	"goods_content" text DEFAULT '' NOT NULL,
	"introduction" varchar(255) DEFAULT '' NOT NULL,
	"keywords" varchar(255) DEFAULT '' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"goods_state" integer DEFAULT 1 NOT NULL,
	"verify_state" integer DEFAULT 1 NOT NULL,
	"is_virtual" integer DEFAULT 0 NOT NULL,
	"is_free_shipping" integer DEFAULT 0 NOT NULL,
	"is_own" integer DEFAULT 0 NOT NULL,
	"goods_spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_attr_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"goods_stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"click_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"evaluate" integer DEFAULT 0 NOT NULL,
	"min_buy" integer DEFAULT 0 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL,
	"video_url" varchar(255) DEFAULT '' NOT NULL,
	"sku_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_delete" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_brand" (
	"brand_id" serial PRIMARY KEY NOT NULL,
	"brand_name" varchar(60) NOT NULL,
	"brand_initial" varchar(1) DEFAULT '' NOT NULL,
	"image_url" varchar(255) DEFAULT '' NOT NULL,
	"banner" varchar(255) DEFAULT '' NOT NULL,
	"brand_desc" text DEFAULT '' NOT NULL,
	"category_id_1" integer DEFAULT 0 NOT NULL,
	"is_recommend" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" varchar(60) NOT NULL,
	"short_name" varchar(30) DEFAULT '' NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" integer NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"image_adv" varchar(255) DEFAULT '' NOT NULL,
	"category_id_1" integer DEFAULT 0 NOT NULL,
	"category_id_2" integer DEFAULT 0 NOT NULL,
	"category_id_3" integer DEFAULT 0 NOT NULL,
	"category_full_name" varchar(255) DEFAULT '' NOT NULL,
	"keywords" varchar(255) DEFAULT '' NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"commission_rate" integer DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_sku" (
	"sku_id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"sku_no" varchar(60) DEFAULT '' NOT NULL,
	"sku_name" varchar(255) NOT NULL,
	"goods_name" varchar(200) NOT NULL,
	"sku_spec_format" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"market_price" bigint DEFAULT 0 NOT NULL,
	"discount_price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"promotion_type" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"click_num" integer DEFAULT 0 NOT NULL,
	"collect_num" integer DEFAULT 0 NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"sku_images" text DEFAULT '' NOT NULL,
	"goods_state" integer DEFAULT 1 NOT NULL,
	"verify_state" integer DEFAULT 1 NOT NULL,
	"is_delete" integer DEFAULT 0 NOT NULL,
	"is_virtual" integer DEFAULT 0 NOT NULL,
	"is_free_shipping" integer DEFAULT 0 NOT NULL,
	"is_own" integer DEFAULT 0 NOT NULL,
	"category_id_1" integer NOT NULL,
	"category_id_2" integer NOT NULL,
	"category_id_3" integer NOT NULL,
	"brand_id" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"min_buy" integer DEFAULT 0 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"link_address" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_class" (
	"class_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"app_module" varchar(20) DEFAULT 'admin' NOT NULL,
	"class_name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"receiving_type" varchar(60) DEFAULT 'web' NOT NULL,
	"is_top" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"member_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60),
	"nickname" varchar(60) DEFAULT '' NOT NULL,
	"mobile" varchar(20),
	"email" varchar(100),
	"password" text DEFAULT '' NOT NULL,
	"pay_password" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"headimg" varchar(255) DEFAULT '' NOT NULL,
	"member_level" integer DEFAULT 0 NOT NULL,
	"member_level_name" varchar(60) DEFAULT '' NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"birthday" bigint DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"balance_money" bigint DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"sign_days_series" integer DEFAULT 0 NOT NULL,
	"reg_time" bigint DEFAULT 0 NOT NULL,
	"login_time" bigint DEFAULT 0 NOT NULL,
	"last_login_ip" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level" (
	"level_id" serial PRIMARY KEY NOT NULL,
	"level_name" varchar(60) NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"consume_discount" integer DEFAULT 100 NOT NULL,
	"is_free_shipping" integer DEFAULT 0 NOT NULL,
	"point_feedback" integer DEFAULT 0 NOT NULL,
	"send_point" integer DEFAULT 0 NOT NULL,
	"send_balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "adv_position_sort_idx" ON "adv" USING btree ("ap_id","slide_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "adv_position_keyword_uq" ON "adv_position" USING btree ("keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "config_site_key_uq" ON "config" USING btree ("site_id","app_module","config_key");--> statement-breakpoint
CREATE INDEX "friendly_link_show_sort_idx" ON "friendly_link" USING btree ("is_show","link_sort");--> statement-breakpoint
CREATE INDEX "pc_floor_list_idx" ON "pc_floor" USING btree ("website_id","state","sort");--> statement-breakpoint
CREATE INDEX "pc_nav_show_sort_idx" ON "pc_nav" USING btree ("is_show","sort");--> statement-breakpoint
CREATE INDEX "shop_open_sales_idx" ON "shop" USING btree ("shop_status","shop_sales");--> statement-breakpoint
CREATE INDEX "goods_site_idx" ON "goods" USING btree ("site_id","goods_state","is_delete");--> statement-breakpoint
CREATE INDEX "goods_brand_sort_idx" ON "goods_brand" USING btree ("sort","brand_id");--> statement-breakpoint
CREATE INDEX "goods_category_tree_idx" ON "goods_category" USING btree ("is_show","level","sort");--> statement-breakpoint
CREATE INDEX "goods_sku_goods_idx" ON "goods_sku" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "goods_sku_cat1_idx" ON "goods_sku" USING btree ("category_id_1","sale_num");--> statement-breakpoint
CREATE INDEX "goods_sku_cat2_idx" ON "goods_sku" USING btree ("category_id_2","sale_num");--> statement-breakpoint
CREATE INDEX "goods_sku_cat3_idx" ON "goods_sku" USING btree ("category_id_3","sale_num");--> statement-breakpoint
CREATE INDEX "goods_sku_site_idx" ON "goods_sku" USING btree ("site_id","sale_num");--> statement-breakpoint
CREATE INDEX "goods_sku_brand_idx" ON "goods_sku" USING btree ("brand_id","sale_num");--> statement-breakpoint
CREATE INDEX "goods_sku_sales_idx" ON "goods_sku" USING btree ("sale_num");--> statement-breakpoint
CREATE INDEX "help_class_sort_idx" ON "help" USING btree ("class_id","sort");--> statement-breakpoint
CREATE INDEX "help_class_site_idx" ON "help_class" USING btree ("site_id","sort");--> statement-breakpoint
CREATE INDEX "notice_list_idx" ON "notice" USING btree ("is_top","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_username_uq" ON "member" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "member_mobile_uq" ON "member" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_uq" ON "member" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_reg_idx" ON "member" USING btree ("reg_time");