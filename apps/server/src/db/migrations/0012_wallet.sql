CREATE TABLE "member_bank_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"realname" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"withdraw_type" varchar(20) NOT NULL,
	"branch_bank_name" varchar(60) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"modify_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_withdraw" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdraw_no" varchar(40) NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" varchar(60) DEFAULT '' NOT NULL,
	"transfer_type" varchar(20) NOT NULL,
	"realname" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"bank_name" varchar(60) DEFAULT '' NOT NULL,
	"account_number" varchar(40) NOT NULL,
	"apply_money" bigint DEFAULT 0 NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"service_money" bigint DEFAULT 0 NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"apply_time" bigint DEFAULT 0 NOT NULL,
	"audit_time" bigint DEFAULT 0 NOT NULL,
	"payment_time" bigint DEFAULT 0 NOT NULL,
	"refuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"certificate_remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_bank_account_member_idx" ON "member_bank_account" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_withdraw_no_uq" ON "member_withdraw" USING btree ("withdraw_no");--> statement-breakpoint
CREATE INDEX "member_withdraw_member_idx" ON "member_withdraw" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_withdraw_status_idx" ON "member_withdraw" USING btree ("status","id");