CREATE TABLE "pay_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"trade_no" varchar(100) DEFAULT '' NOT NULL,
	"pay_type" varchar(20) DEFAULT '' NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"refund_fee" bigint DEFAULT 0 NOT NULL,
	"total_money" bigint DEFAULT 0 NOT NULL,
	"refund_type" smallint DEFAULT 1 NOT NULL,
	"refund_detail" varchar(255) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"finish_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) NOT NULL,
	"trade_no" varchar(100) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_complain" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"complain_no" varchar(30) NOT NULL,
	"complain_status" smallint DEFAULT 1 NOT NULL,
	"complain_reason" varchar(60) DEFAULT '' NOT NULL,
	"complain_remark" varchar(500) DEFAULT '' NOT NULL,
	"complain_apply_money" bigint DEFAULT 0 NOT NULL,
	"complain_real_money" bigint DEFAULT 0 NOT NULL,
	"complain_refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"complain_apply_time" bigint DEFAULT 0 NOT NULL,
	"complain_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(30) NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"refund_no" varchar(30) NOT NULL,
	"refund_type" smallint DEFAULT 1 NOT NULL,
	"refund_reason" varchar(60) DEFAULT '' NOT NULL,
	"refund_remark" varchar(500) DEFAULT '' NOT NULL,
	"refund_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_apply_money" bigint DEFAULT 0 NOT NULL,
	"refund_extra_money" bigint DEFAULT 0 NOT NULL,
	"refund_real_money" bigint DEFAULT 0 NOT NULL,
	"refund_balance_money" bigint DEFAULT 0 NOT NULL,
	"refund_pay_money" bigint DEFAULT 0 NOT NULL,
	"refund_refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"refund_address" varchar(255) DEFAULT '' NOT NULL,
	"refund_delivery_name" varchar(60) DEFAULT '' NOT NULL,
	"refund_delivery_no" varchar(60) DEFAULT '' NOT NULL,
	"refund_delivery_remark" varchar(200) DEFAULT '' NOT NULL,
	"is_refund_stock" integer DEFAULT 0 NOT NULL,
	"apply_time" bigint DEFAULT 0 NOT NULL,
	"action_time" bigint DEFAULT 0 NOT NULL,
	"refund_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_goods_id" integer NOT NULL,
	"refund_status" smallint NOT NULL,
	"action" varchar(40) NOT NULL,
	"action_way" smallint NOT NULL,
	"action_userid" integer DEFAULT 0 NOT NULL,
	"username" varchar(60) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"action_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refund_no_uq" ON "pay_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "pay_refund_due_idx" ON "pay_refund" USING btree ("status","next_time");--> statement-breakpoint
CREATE INDEX "pay_refund_out_trade_no_idx" ON "pay_refund" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refund_no_uq" ON "sandbox_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "sandbox_refund_trade_idx" ON "sandbox_refund" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_complain_goods_uq" ON "order_complain" USING btree ("order_goods_id");--> statement-breakpoint
CREATE INDEX "order_complain_status_idx" ON "order_complain" USING btree ("complain_status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_goods_uq" ON "order_refund" USING btree ("order_goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_no_uq" ON "order_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "order_refund_member_idx" ON "order_refund" USING btree ("member_id","action_time");--> statement-breakpoint
CREATE INDEX "order_refund_site_idx" ON "order_refund" USING btree ("site_id","action_time");--> statement-breakpoint
CREATE INDEX "order_refund_order_idx" ON "order_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refund_log_goods_idx" ON "order_refund_log" USING btree ("order_goods_id","id");