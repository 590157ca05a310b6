CREATE TABLE "promotion_groupbuy" (
	"groupbuy_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"goods_name" varchar(255) DEFAULT '' NOT NULL,
	"goods_image" varchar(255) DEFAULT '' NOT NULL,
	"goods_price" bigint DEFAULT 0 NOT NULL,
	"groupbuy_price" bigint DEFAULT 0 NOT NULL,
	"buy_num" integer DEFAULT 1 NOT NULL,
	"sell_num" integer DEFAULT 0 NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling" (
	"bl_id" serial PRIMARY KEY NOT NULL,
	"bl_name" varchar(60) NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"bl_price" bigint DEFAULT 0 NOT NULL,
	"goods_money" bigint DEFAULT 0 NOT NULL,
	"shipping_fee_type" smallint DEFAULT 2 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_bundling_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"bl_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"promotion_price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_topic" (
	"topic_id" serial PRIMARY KEY NOT NULL,
	"topic_name" varchar(60) NOT NULL,
	"topic_adv" varchar(255) DEFAULT '' NOT NULL,
	"bg_color" varchar(7) DEFAULT '#ffffff' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_topic_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"topic_price" bigint DEFAULT 0 NOT NULL,
	"is_default" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_groupbuy_status_idx" ON "promotion_groupbuy" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_groupbuy_site_idx" ON "promotion_groupbuy" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "promotion_groupbuy_goods_idx" ON "promotion_groupbuy" USING btree ("goods_id","status");--> statement-breakpoint
CREATE INDEX "promotion_bundling_site_idx" ON "promotion_bundling" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "promotion_bundling_goods_bl_idx" ON "promotion_bundling_goods" USING btree ("bl_id");--> statement-breakpoint
CREATE INDEX "promotion_bundling_goods_goods_idx" ON "promotion_bundling_goods" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "promotion_topic_status_idx" ON "promotion_topic" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_topic_goods_topic_idx" ON "promotion_topic_goods" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "promotion_topic_goods_goods_idx" ON "promotion_topic_goods" USING btree ("goods_id");