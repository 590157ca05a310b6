CREATE TABLE "member_session" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"member_id" integer NOT NULL,
	"create_time" bigint DEFAULT 0 NOT NULL,
	"expire_time" bigint DEFAULT 0 NOT NULL,
	"revoke_time" bigint DEFAULT 0 NOT NULL,
	"ip" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_session_token_uq" ON "member_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");