CREATE TABLE "chat_cursor" (
	"uid" varchar(24) PRIMARY KEY NOT NULL,
	"ack_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicer" (
	"servicer_id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"nickname" varchar(60) NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"last_online_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicer_dialogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"servicer_id" integer DEFAULT 0 NOT NULL,
	"site_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"content_type" smallint DEFAULT 0 NOT NULL,
	"consumer_say" varchar(2000) DEFAULT '' NOT NULL,
	"servicer_say" varchar(2000) DEFAULT '' NOT NULL,
	"goods_sku_id" integer DEFAULT 0 NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"read" smallint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicer_keyword" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"keyword" varchar(120) NOT NULL,
	"reply" varchar(600) NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicer_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"servicer_id" integer DEFAULT 0 NOT NULL,
	"online" smallint DEFAULT 0 NOT NULL,
	"last_online_time" bigint DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicer_quick_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"content" varchar(600) NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "servicer_merchant_uq" ON "servicer" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "servicer_site_idx" ON "servicer" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "servicer_dialogue_member_site_idx" ON "servicer_dialogue" USING btree ("member_id","site_id","id");--> statement-breakpoint
CREATE INDEX "servicer_dialogue_site_idx" ON "servicer_dialogue" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "servicer_keyword_site_idx" ON "servicer_keyword" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "servicer_member_member_site_uq" ON "servicer_member" USING btree ("member_id","site_id");--> statement-breakpoint
CREATE INDEX "servicer_member_servicer_idx" ON "servicer_member" USING btree ("servicer_id","online");--> statement-breakpoint
CREATE INDEX "servicer_member_site_idx" ON "servicer_member" USING btree ("site_id","last_online_time");--> statement-breakpoint
CREATE INDEX "servicer_quick_reply_site_idx" ON "servicer_quick_reply" USING btree ("site_id");