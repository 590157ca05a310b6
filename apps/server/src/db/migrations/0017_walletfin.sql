ALTER TABLE "promotion_coupon" ADD COLUMN "gift_order_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_withdraw" ADD COLUMN "idem_key" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_withdraw_idem_uq" ON "member_withdraw" USING btree ("member_id","idem_key") WHERE "member_withdraw"."idem_key" <> '';