CREATE TABLE "limit_counter" (
	"scope" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"hits" integer NOT NULL,
	"reset_time" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "limit_counter_scope_subject_pk" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
DROP TABLE "auth_failure" CASCADE;--> statement-breakpoint
ALTER TABLE "captcha" ADD COLUMN "bound_target" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "limit_counter_reset_idx" ON "limit_counter" USING btree ("reset_time");