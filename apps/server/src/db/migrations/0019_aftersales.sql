ALTER TABLE "member" ADD COLUMN "order_money" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "order_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_evaluate_order_shown_idx" ON "goods_evaluate" USING btree ("order_id") WHERE is_show = 1;