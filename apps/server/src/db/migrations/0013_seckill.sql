CREATE TABLE "promotion_seckill" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"seckill_name" varchar(60) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" varchar(255) DEFAULT '' NOT NULL,
	"goods_image" varchar(2000) DEFAULT '' NOT NULL,
	"seckill_price" bigint DEFAULT 0 NOT NULL,
	"seckill_time_id" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_seckill_buy" (
	"seckill_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" integer NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_seckill_buy_seckill_id_sku_id_member_id_day_pk" PRIMARY KEY("seckill_id","sku_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "promotion_seckill_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"seckill_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(2000) DEFAULT '' NOT NULL,
	"seckill_price" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"max_buy" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_seckill_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"seckill_start_time" integer NOT NULL,
	"seckill_end_time" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "promotion_type" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "promotion_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_seckill_status_idx" ON "promotion_seckill" USING btree ("status","end_time");--> statement-breakpoint
CREATE INDEX "promotion_seckill_site_idx" ON "promotion_seckill" USING btree ("site_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_seckill_goods_sku_idx" ON "promotion_seckill_goods" USING btree ("seckill_id","sku_id");--> statement-breakpoint
CREATE INDEX "promotion_seckill_goods_goods_idx" ON "promotion_seckill_goods" USING btree ("goods_id");