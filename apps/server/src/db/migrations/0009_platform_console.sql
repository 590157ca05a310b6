CREATE TABLE "cache_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "member_username_prefix_idx" ON "member" USING btree ("username" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_mobile_prefix_idx" ON "member" USING btree ("mobile" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_nickname_prefix_idx" ON "member" USING btree ("nickname" varchar_pattern_ops);