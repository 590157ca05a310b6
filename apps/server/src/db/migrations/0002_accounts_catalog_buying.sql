CREATE TABLE "shop_goods_category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"category_name" varchar(60) NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"level" integer NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" varchar(20) NOT NULL,
	"subject" varchar(120) NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"captcha_id" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(8) NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"revoke_time" bigint DEFAULT 0 NOT NULL,
	"ip" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(100) NOT NULL,
	"text" text NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_key" varchar(64) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target" varchar(100) NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"code_hash" char(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"used_time" bigint DEFAULT 0 NOT NULL,
	"ip" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_cart" (
	"cart_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"num" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"telephone" varchar(30) DEFAULT '' NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"community_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(120) NOT NULL,
	"full_address" varchar(255) NOT NULL,
	"longitude" varchar(20) DEFAULT '' NOT NULL,
	"latitude" varchar(20) DEFAULT '' NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_browse" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"browse_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_collect" (
	"collect_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_coupon_fetch_count" (
	"kind" smallint NOT NULL,
	"type_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"fetch_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_coupon_fetch_count_kind_type_id_member_id_pk" PRIMARY KEY("kind","type_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_coupon_type" (
	"coupon_type_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"coupon_name" varchar(60) NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"type" varchar(10) DEFAULT 'reward' NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"discount" numeric(4, 2) DEFAULT '10.00' NOT NULL,
	"discount_limit" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"max_fetch" integer DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"goods_ids" text DEFAULT '' NOT NULL,
	"validity_type" smallint DEFAULT 0 NOT NULL,
	"fixed_term" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_coupon" (
	"coupon_id" serial PRIMARY KEY NOT NULL,
	"coupon_type_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"coupon_name" varchar(60) NOT NULL,
	"coupon_code" char(8) NOT NULL,
	"member_id" integer NOT NULL,
	"type" varchar(10) DEFAULT 'reward' NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"discount" numeric(4, 2) DEFAULT '10.00' NOT NULL,
	"discount_limit" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"goods_type" smallint DEFAULT 1 NOT NULL,
	"goods_ids" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"get_type" smallint DEFAULT 2 NOT NULL,
	"fetch_time" bigint DEFAULT 0 NOT NULL,
	"use_time" bigint DEFAULT 0 NOT NULL,
	"use_order_id" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_platformcoupon" (
	"platformcoupon_id" serial PRIMARY KEY NOT NULL,
	"platformcoupon_type_id" integer NOT NULL,
	"platformcoupon_name" varchar(60) NOT NULL,
	"platformcoupon_code" char(8) NOT NULL,
	"member_id" integer NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"use_scenario" smallint DEFAULT 1 NOT NULL,
	"group_ids" text DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"get_type" smallint DEFAULT 2 NOT NULL,
	"fetch_time" bigint DEFAULT 0 NOT NULL,
	"use_time" bigint DEFAULT 0 NOT NULL,
	"use_order_id" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_platformcoupon_type" (
	"platformcoupon_type_id" serial PRIMARY KEY NOT NULL,
	"platformcoupon_name" varchar(60) NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"at_least" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lead_count" integer DEFAULT 0 NOT NULL,
	"max_fetch" integer DEFAULT 0 NOT NULL,
	"validity_type" smallint DEFAULT 0 NOT NULL,
	"fixed_term" integer DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"use_scenario" smallint DEFAULT 1 NOT NULL,
	"group_ids" text DEFAULT '' NOT NULL,
	"platform_split_rare" integer DEFAULT 100 NOT NULL,
	"shop_split_rare" integer DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"job_id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"relate_id" integer DEFAULT 0 NOT NULL,
	"run_at" bigint DEFAULT 0 NOT NULL,
	"interval_seconds" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"last_run_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_evaluate" (
	"evaluate_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"order_goods_id" integer DEFAULT 0 NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"member_name" varchar(60) DEFAULT '' NOT NULL,
	"member_headimg" varchar(255) DEFAULT '' NOT NULL,
	"is_anonymous" integer DEFAULT 0 NOT NULL,
	"scores" integer DEFAULT 5 NOT NULL,
	"explain_type" integer DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text DEFAULT '' NOT NULL,
	"explain_first" text DEFAULT '' NOT NULL,
	"again_content" text DEFAULT '' NOT NULL,
	"again_images" text DEFAULT '' NOT NULL,
	"again_explain" text DEFAULT '' NOT NULL,
	"again_time" bigint DEFAULT 0 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_template" (
	"template_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"template_name" varchar(60) NOT NULL,
	"free_threshold" bigint DEFAULT 0 NOT NULL,
	"unavailable_province_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_template_item" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"province_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"first_num" integer DEFAULT 1 NOT NULL,
	"first_fee" bigint DEFAULT 0 NOT NULL,
	"continue_num" integer DEFAULT 1 NOT NULL,
	"continue_fee" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_manjian" (
	"manjian_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"manjian_name" varchar(100) NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"manjian_type" integer DEFAULT 1 NOT NULL,
	"goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rule_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"start_time" bigint DEFAULT 0 NOT NULL,
	"end_time" bigint DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"scope" varchar(30) NOT NULL,
	"idem_key" varchar(64) NOT NULL,
	"result" jsonb DEFAULT 'null'::jsonb NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"account_type" varchar(20) NOT NULL,
	"account_data" bigint NOT NULL,
	"from_type" varchar(30) NOT NULL,
	"type_tag" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(30) NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"website_id" integer DEFAULT 0 NOT NULL,
	"order_name" varchar(255) DEFAULT '' NOT NULL,
	"order_from" varchar(20) DEFAULT 'pc' NOT NULL,
	"order_type" smallint DEFAULT 1 NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"delivery_code" varchar(20) DEFAULT '' NOT NULL,
	"virtual_code" varchar(20) DEFAULT '' NOT NULL,
	"virtual_verified" integer DEFAULT 0 NOT NULL,
	"virtual_verify_time" bigint DEFAULT 0 NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"pay_status" integer DEFAULT 0 NOT NULL,
	"delivery_status" smallint DEFAULT 0 NOT NULL,
	"pay_type" varchar(20) DEFAULT '' NOT NULL,
	"delivery_type" varchar(10) DEFAULT '' NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(20) DEFAULT '' NOT NULL,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"telephone" varchar(30) DEFAULT '' NOT NULL,
	"province_id" integer DEFAULT 0 NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"district_id" integer DEFAULT 0 NOT NULL,
	"address" varchar(120) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"buyer_ip" varchar(60) DEFAULT '' NOT NULL,
	"buyer_ask_delivery_time" integer DEFAULT -1 NOT NULL,
	"buyer_message" varchar(200) DEFAULT '' NOT NULL,
	"goods_money" bigint DEFAULT 0 NOT NULL,
	"delivery_money" bigint DEFAULT 0 NOT NULL,
	"promotion_money" bigint DEFAULT 0 NOT NULL,
	"coupon_id" integer DEFAULT 0 NOT NULL,
	"coupon_money" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_id" integer DEFAULT 0 NOT NULL,
	"platform_coupon_money" bigint DEFAULT 0 NOT NULL,
	"invoice_money" bigint DEFAULT 0 NOT NULL,
	"invoice_delivery_money" bigint DEFAULT 0 NOT NULL,
	"adjust_money" bigint DEFAULT 0 NOT NULL,
	"balance_money" bigint DEFAULT 0 NOT NULL,
	"balance_cash_money" bigint DEFAULT 0 NOT NULL,
	"order_money" bigint DEFAULT 0 NOT NULL,
	"pay_money" bigint DEFAULT 0 NOT NULL,
	"goods_num" integer DEFAULT 0 NOT NULL,
	"delivery_store_id" integer DEFAULT 0 NOT NULL,
	"delivery_store_name" varchar(60) DEFAULT '' NOT NULL,
	"delivery_store_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_invoice" integer DEFAULT 0 NOT NULL,
	"invoice_type" smallint DEFAULT 0 NOT NULL,
	"invoice_title_type" smallint DEFAULT 0 NOT NULL,
	"invoice_title" varchar(100) DEFAULT '' NOT NULL,
	"taxpayer_number" varchar(30) DEFAULT '' NOT NULL,
	"invoice_rate" integer DEFAULT 0 NOT NULL,
	"invoice_content" varchar(60) DEFAULT '' NOT NULL,
	"invoice_full_address" varchar(255) DEFAULT '' NOT NULL,
	"invoice_email" varchar(100) DEFAULT '' NOT NULL,
	"is_lock" integer DEFAULT 0 NOT NULL,
	"is_evaluate" integer DEFAULT 0 NOT NULL,
	"evaluate_status" smallint DEFAULT 0 NOT NULL,
	"is_enable_refund" integer DEFAULT 0 NOT NULL,
	"is_delete" integer DEFAULT 0 NOT NULL,
	"take_delivery_execute_time" bigint DEFAULT 0 NOT NULL,
	"extend_times" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL,
	"delivery_time" bigint DEFAULT 0 NOT NULL,
	"sign_time" bigint DEFAULT 0 NOT NULL,
	"finish_time" bigint DEFAULT 0 NOT NULL,
	"close_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"order_goods_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(30) NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sku_name" varchar(255) DEFAULT '' NOT NULL,
	"sku_image" varchar(255) DEFAULT '' NOT NULL,
	"sku_no" varchar(60) DEFAULT '' NOT NULL,
	"is_virtual" integer DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"num" integer NOT NULL,
	"goods_money" bigint DEFAULT 0 NOT NULL,
	"real_goods_money" bigint DEFAULT 0 NOT NULL,
	"coupon_money" bigint DEFAULT 0 NOT NULL,
	"promotion_money" bigint DEFAULT 0 NOT NULL,
	"platform_coupon_money" bigint DEFAULT 0 NOT NULL,
	"delivery_status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action_way" varchar(40) NOT NULL,
	"module" varchar(10) NOT NULL,
	"uid" integer DEFAULT 0 NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_package" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"package_name" varchar(60) DEFAULT '' NOT NULL,
	"express_company_name" varchar(60) DEFAULT '' NOT NULL,
	"delivery_no" varchar(60) DEFAULT '' NOT NULL,
	"delivery_type" smallint DEFAULT 1 NOT NULL,
	"goods_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"pay_type" varchar(20) DEFAULT '' NOT NULL,
	"trade_no" varchar(100) DEFAULT '' NOT NULL,
	"pay_body" varchar(255) DEFAULT '' NOT NULL,
	"pay_detail" varchar(255) DEFAULT '' NOT NULL,
	"pay_money" bigint DEFAULT 0 NOT NULL,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"event" varchar(60) DEFAULT 'OrderPayNotify' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_store" (
	"store_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"store_name" varchar(60) NOT NULL,
	"telphone" varchar(30) DEFAULT '' NOT NULL,
	"open_date" varchar(60) DEFAULT '' NOT NULL,
	"full_address" varchar(255) DEFAULT '' NOT NULL,
	"longitude" varchar(20) DEFAULT '' NOT NULL,
	"latitude" varchar(20) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_trade_setting" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"express_is_use" integer DEFAULT 1 NOT NULL,
	"store_is_use" integer DEFAULT 0 NOT NULL,
	"local_is_use" integer DEFAULT 0 NOT NULL,
	"local_delivery_money" bigint DEFAULT 0 NOT NULL,
	"local_start_money" bigint DEFAULT 0 NOT NULL,
	"local_time_start" integer DEFAULT 32400 NOT NULL,
	"local_time_end" integer DEFAULT 75600 NOT NULL,
	"is_invoice" integer DEFAULT 1 NOT NULL,
	"invoice_rate" integer DEFAULT 6 NOT NULL,
	"invoice_delivery_money" bigint DEFAULT 0 NOT NULL,
	"invoice_content" varchar(255) DEFAULT 'office supplies,digital' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_notify" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"trade_no" varchar(100) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"result" varchar(20) NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trade" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" varchar(40) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"merchant_name" varchar(100) DEFAULT '' NOT NULL,
	"subject" varchar(255) DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"return_url" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"decide_time" bigint DEFAULT 0 NOT NULL,
	"notify_status" smallint DEFAULT 0 NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notify_next_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "express_company" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_account" (
	"merchant_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"username" varchar(40) NOT NULL,
	"password" varchar(255) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_session" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"revoke_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_sku_sales_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat1_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat2_idx";--> statement-breakpoint
DROP INDEX "goods_sku_cat3_idx";--> statement-breakpoint
DROP INDEX "goods_sku_site_idx";--> statement-breakpoint
DROP INDEX "goods_sku_brand_idx";--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "main_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "terms_title" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "terms_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop" ADD COLUMN "terms_modify_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "shop_category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "start_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "end_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "is_default" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "shop_category_id_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "shop_category_id_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sku" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_goods_category_site_idx" ON "shop_goods_category" USING btree ("site_id","is_show","sort");--> statement-breakpoint
CREATE INDEX "auth_failure_subject_idx" ON "auth_failure" USING btree ("scope","subject","create_time");--> statement-breakpoint
CREATE INDEX "captcha_expire_idx" ON "captcha" USING btree ("expire_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_session_token_uq" ON "member_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "message_outbox_recipient_idx" ON "message_outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_code_key_uq" ON "verify_code" USING btree ("code_key");--> statement-breakpoint
CREATE INDEX "verify_code_target_idx" ON "verify_code" USING btree ("target","create_time");--> statement-breakpoint
CREATE INDEX "verify_code_ip_idx" ON "verify_code" USING btree ("ip","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_cart_member_sku_idx" ON "goods_cart" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "member_address_member_idx" ON "member_address" USING btree ("member_id","is_default","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_address_one_default_idx" ON "member_address" USING btree ("member_id") WHERE "member_address"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_browse_member_goods_uq" ON "goods_browse" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_browse_member_time_idx" ON "goods_browse" USING btree ("member_id","browse_time");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_collect_member_goods_uq" ON "goods_collect" USING btree ("member_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_collect_member_time_idx" ON "goods_collect" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_member_member_site_uq" ON "shop_member" USING btree ("member_id","site_id");--> statement-breakpoint
CREATE INDEX "shop_member_member_time_idx" ON "shop_member" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "coupon_type_list_idx" ON "promotion_coupon_type" USING btree ("status","is_show","coupon_type_id");--> statement-breakpoint
CREATE INDEX "coupon_type_site_idx" ON "promotion_coupon_type" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "coupon_member_state_idx" ON "promotion_coupon" USING btree ("member_id","state","end_time");--> statement-breakpoint
CREATE INDEX "coupon_state_end_idx" ON "promotion_coupon" USING btree ("state","end_time");--> statement-breakpoint
CREATE INDEX "coupon_type_member_idx" ON "promotion_coupon" USING btree ("coupon_type_id","member_id");--> statement-breakpoint
CREATE INDEX "platformcoupon_member_state_idx" ON "promotion_platformcoupon" USING btree ("member_id","state","end_time");--> statement-breakpoint
CREATE INDEX "platformcoupon_state_end_idx" ON "promotion_platformcoupon" USING btree ("state","end_time");--> statement-breakpoint
CREATE INDEX "platformcoupon_type_member_idx" ON "promotion_platformcoupon" USING btree ("platformcoupon_type_id","member_id");--> statement-breakpoint
CREATE INDEX "platformcoupon_type_list_idx" ON "promotion_platformcoupon_type" USING btree ("status","is_show","platformcoupon_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_name_relate_uq" ON "job" USING btree ("name","relate_id");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "goods_evaluate_goods_idx" ON "goods_evaluate" USING btree ("goods_id","explain_type","create_time") WHERE is_show = 1;--> statement-breakpoint
CREATE INDEX "goods_evaluate_member_idx" ON "goods_evaluate" USING btree ("member_id","create_time");--> statement-breakpoint
CREATE INDEX "area_pid_idx" ON "area" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "express_template_site_idx" ON "express_template" USING btree ("site_id","is_default");--> statement-breakpoint
CREATE INDEX "express_template_item_template_idx" ON "express_template_item" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "promotion_manjian_site_idx" ON "promotion_manjian" USING btree ("site_id","status","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_key_uq" ON "idempotency_key" USING btree ("member_id","scope","idem_key");--> statement-breakpoint
CREATE INDEX "member_account_member_idx" ON "member_account" USING btree ("member_id","account_type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_no_uq" ON "order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_virtual_code_uq" ON "order" USING btree ("virtual_code") WHERE virtual_code <> '';--> statement-breakpoint
CREATE INDEX "order_member_status_idx" ON "order" USING btree ("member_id","order_status","order_id");--> statement-breakpoint
CREATE INDEX "order_member_idx" ON "order" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "order_out_trade_no_idx" ON "order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "order_site_status_idx" ON "order" USING btree ("site_id","order_status","order_id");--> statement-breakpoint
CREATE INDEX "order_status_create_idx" ON "order" USING btree ("order_status","create_time");--> statement-breakpoint
CREATE INDEX "order_status_sign_idx" ON "order" USING btree ("order_status","sign_time");--> statement-breakpoint
CREATE INDEX "order_goods_order_idx" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_goods_member_sku_idx" ON "order_goods" USING btree ("member_id","sku_id");--> statement-breakpoint
CREATE INDEX "order_log_order_idx" ON "order_log" USING btree ("order_id","action_way");--> statement-breakpoint
CREATE INDEX "order_package_order_idx" ON "order_package" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_out_trade_no_uq" ON "pay" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "pay_member_idx" ON "pay" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "pickup_store_site_idx" ON "pickup_store" USING btree ("site_id","status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_notify_trade_uq" ON "pay_notify" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "pay_notify_out_trade_no_idx" ON "pay_notify" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "pay_notify_refund_idx" ON "pay_notify" USING btree ("refund_status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_trade_no_uq" ON "sandbox_trade" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "sandbox_trade_out_trade_no_idx" ON "sandbox_trade" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "sandbox_trade_notify_idx" ON "sandbox_trade" USING btree ("notify_status","notify_next_time");--> statement-breakpoint
CREATE INDEX "express_company_sort_idx" ON "express_company" USING btree ("sort","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_account_username_uq" ON "merchant_account" USING btree ("username");--> statement-breakpoint
CREATE INDEX "merchant_account_site_idx" ON "merchant_account" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_session_token_uq" ON "merchant_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "merchant_session_merchant_idx" ON "merchant_session" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "website_area_idx" ON "website" USING btree ("site_area_id");--> statement-breakpoint
CREATE INDEX "shop_open_website_sales_idx" ON "shop" USING btree ("shop_status","website_id","shop_sales");--> statement-breakpoint
CREATE INDEX "goods_cat1_idx" ON "goods" USING btree ("category_id_1");--> statement-breakpoint
CREATE INDEX "goods_cat2_idx" ON "goods" USING btree ("category_id_2");--> statement-breakpoint
CREATE INDEX "goods_cat3_idx" ON "goods" USING btree ("category_id_3");--> statement-breakpoint
CREATE INDEX "goods_sku_search_idx" ON "goods_sku" USING gin ("search_grams") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_click_idx" ON "goods_sku" USING btree ("click_num","sku_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_sale_idx" ON "goods_sku" USING btree ("sale_num","sku_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_price_idx" ON "goods_sku" USING btree ("discount_price","sku_id") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_website_idx" ON "goods_sku" USING btree ("website_id","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_list_shopcat_idx" ON "goods_sku" USING btree ("site_id","shop_category_id_1","shop_category_id_2") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat1_idx" ON "goods_sku" USING btree ("category_id_1","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat2_idx" ON "goods_sku" USING btree ("category_id_2","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_cat3_idx" ON "goods_sku" USING btree ("category_id_3","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_site_idx" ON "goods_sku" USING btree ("site_id","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;--> statement-breakpoint
CREATE INDEX "goods_sku_brand_idx" ON "goods_sku" USING btree ("brand_id","click_num") WHERE is_default = 1 and goods_state = 1 and verify_state = 1 and is_delete = 0;