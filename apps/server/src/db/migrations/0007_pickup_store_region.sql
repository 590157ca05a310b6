ALTER TABLE "pickup_store" ADD COLUMN "province" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_store" ADD COLUMN "city" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_store" ADD COLUMN "district" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_store" ADD COLUMN "address" varchar(150) DEFAULT '' NOT NULL;