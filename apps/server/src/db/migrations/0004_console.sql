CREATE TABLE "operator_account" (
	"operator_id" serial PRIMARY KEY NOT NULL,
	"username" varchar(40) NOT NULL,
	"password" varchar(255) NOT NULL,
	"role" varchar(20) DEFAULT 'operator' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_session" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"audience" varchar(12) NOT NULL,
	"account_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"revoke_time" bigint DEFAULT 0 NOT NULL,
	"ip" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"audience" varchar(12) NOT NULL,
	"account_id" integer NOT NULL,
	"actor_name" varchar(60) DEFAULT '' NOT NULL,
	"site_id" integer DEFAULT 0 NOT NULL,
	"call" varchar(100) NOT NULL,
	"target_type" varchar(30) DEFAULT '' NOT NULL,
	"target_id" varchar(40) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(60) DEFAULT '' NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP TABLE "merchant_session" CASCADE;--> statement-breakpoint
ALTER TABLE "merchant_account" ADD COLUMN "role" varchar(20) DEFAULT 'shop_owner' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_account_username_uq" ON "operator_account" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "console_session_token_uq" ON "console_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "console_session_account_idx" ON "console_session" USING btree ("audience","account_id");--> statement-breakpoint
CREATE INDEX "console_audit_time_idx" ON "console_audit" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "console_audit_site_idx" ON "console_audit" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "console_audit_target_idx" ON "console_audit" USING btree ("target_type","target_id");