CREATE TABLE "shop_apply" (
	"apply_id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"shop_name" varchar(60) NOT NULL,
	"category_id" integer NOT NULL,
	"category_name" varchar(60) DEFAULT '' NOT NULL,
	"contact_name" varchar(40) NOT NULL,
	"contact_mobile" varchar(20) NOT NULL,
	"address" varchar(255) NOT NULL,
	"licence_image" varchar(255) NOT NULL,
	"apply_status" smallint DEFAULT 0 NOT NULL,
	"refuse_reason" varchar(255) DEFAULT '' NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"audit_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifier" (
	"verifier_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"verifier_name" varchar(60) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"verify_code" varchar(20) NOT NULL,
	"verify_type" varchar(20) NOT NULL,
	"site_id" integer NOT NULL,
	"site_name" varchar(60) DEFAULT '' NOT NULL,
	"order_id" integer NOT NULL,
	"verify_content_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verifier_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"verifier_name" varchar(60) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"verify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_apply_member_open_uq" ON "shop_apply" USING btree ("member_id") WHERE apply_status in (0, 1);--> statement-breakpoint
CREATE INDEX "shop_apply_member_idx" ON "shop_apply" USING btree ("member_id","apply_id");--> statement-breakpoint
CREATE INDEX "shop_apply_status_idx" ON "shop_apply" USING btree ("apply_status","apply_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verifier_site_member_uq" ON "verifier" USING btree ("site_id","member_id");--> statement-breakpoint
CREATE INDEX "verifier_member_idx" ON "verifier" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verify_record_code_uq" ON "verify_record" USING btree ("verify_type","verify_code");--> statement-breakpoint
CREATE INDEX "verify_record_member_type_idx" ON "verify_record" USING btree ("member_id","verify_type","id");--> statement-breakpoint
CREATE INDEX "order_delivery_code_idx" ON "order" USING btree ("delivery_code") WHERE delivery_code <> '';