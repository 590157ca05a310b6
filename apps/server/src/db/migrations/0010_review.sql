CREATE TABLE "shop_evaluate" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"shop_desccredit" smallint NOT NULL,
	"shop_servicecredit" smallint NOT NULL,
	"shop_deliverycredit" smallint NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "evaluate_haoping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "evaluate_zhongping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "evaluate_chaping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "evaluate_shaitu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "evaluate_zhuiping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_evaluate_order_uq" ON "shop_evaluate" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_evaluate_site_idx" ON "shop_evaluate" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_evaluate_order_goods_uq" ON "goods_evaluate" USING btree ("order_goods_id") WHERE order_goods_id > 0;--> statement-breakpoint
CREATE INDEX "goods_evaluate_site_idx" ON "goods_evaluate" USING btree ("site_id","evaluate_id");--> statement-breakpoint
-- Existing data: the new counters start from the shown reviews already written.
UPDATE "goods" g SET
	"evaluate_haoping" = c.good, "evaluate_zhongping" = c.medium, "evaluate_chaping" = c.bad,
	"evaluate_shaitu" = c.pictures, "evaluate_zhuiping" = c.again
FROM (
	SELECT goods_id,
		count(*) FILTER (WHERE explain_type = 1)::int good,
		count(*) FILTER (WHERE explain_type = 2)::int medium,
		count(*) FILTER (WHERE explain_type = 3)::int bad,
		count(*) FILTER (WHERE images <> '')::int pictures,
		count(*) FILTER (WHERE again_content <> '')::int again
	FROM goods_evaluate WHERE is_show = 1 GROUP BY goods_id
) c WHERE g.goods_id = c.goods_id;
