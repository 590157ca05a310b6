CREATE TABLE "member_recharge" (
	"recharge_id" serial PRIMARY KEY NOT NULL,
	"recharge_name" varchar(60) NOT NULL,
	"cover_img" varchar(255) DEFAULT '' NOT NULL,
	"face_value" bigint DEFAULT 0 NOT NULL,
	"buy_price" bigint DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"coupon_id" varchar(255) DEFAULT '' NOT NULL,
	"sale_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_recharge_order" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"recharge_id" integer NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"out_trade_no" varchar(40) NOT NULL,
	"member_id" integer NOT NULL,
	"nickname" varchar(60) DEFAULT '' NOT NULL,
	"recharge_name" varchar(60) NOT NULL,
	"cover_img" varchar(255) DEFAULT '' NOT NULL,
	"face_value" bigint DEFAULT 0 NOT NULL,
	"buy_price" bigint DEFAULT 0 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"coupon_id" varchar(255) DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"pay_type" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"pay_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_signin" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"sign_day" bigint DEFAULT 0 NOT NULL,
	"series" integer DEFAULT 1 NOT NULL,
	"point" integer DEFAULT 0 NOT NULL,
	"growth" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "sign_time" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharge_order_no_uq" ON "member_recharge_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recharge_order_trade_uq" ON "member_recharge_order" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "member_recharge_order_member_idx" ON "member_recharge_order" USING btree ("member_id","order_id");--> statement-breakpoint
CREATE INDEX "member_recharge_order_unpaid_idx" ON "member_recharge_order" USING btree ("status","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "member_signin_day_uq" ON "member_signin" USING btree ("member_id","sign_day");--> statement-breakpoint
CREATE INDEX "member_signin_member_idx" ON "member_signin" USING btree ("member_id","create_time");